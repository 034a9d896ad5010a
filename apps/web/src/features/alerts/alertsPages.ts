export { MyAlertsPage } from './MyAlertsPage';
export { ViewAlertsPage } from './ViewAlertsPage';
