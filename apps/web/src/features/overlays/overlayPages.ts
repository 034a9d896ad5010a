export { OverlayNewPage } from './OverlayNewPage';
export { OverlayViewPage } from './OverlayViewPage';
