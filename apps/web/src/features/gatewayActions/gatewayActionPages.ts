export { FindEquipmentPage } from './FindEquipmentPage';
export { ImportEquipmentPage } from './ImportEquipmentPage';
export { SnmpWalkPage } from './SnmpWalkPage';
