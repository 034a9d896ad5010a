export { LibrariesPage } from './LibrariesPage';
export { LibraryPage } from './LibraryPage';
export { AddModbusTemplatePage } from './modbusTemplate/AddModbusTemplatePage';
