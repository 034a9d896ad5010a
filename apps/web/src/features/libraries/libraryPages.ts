export { LibrariesPage } from './LibrariesPage';
export { LibraryPage } from './LibraryPage';
