import { accessResolvers } from '../modules/access/access.resolvers.js';
import { samlResolvers } from '../modules/access/saml.resolvers.js';
import { accountResolvers } from '../modules/access/account.resolvers.js';
import { companiesResolvers } from '../modules/admin/companies.resolvers.js';
import { settingsResolvers } from '../modules/admin/settings.resolvers.js';
import { statusResolvers } from '../modules/admin/status.resolvers.js';
import { usersResolvers } from '../modules/admin/users.resolvers.js';
import { alertsResolvers } from '../modules/alerts/alerts.resolvers.js';
import { equipmentResolvers } from '../modules/equipment/equipment.resolvers.js';
import { equipmentFilesResolvers } from '../modules/equipment/equipmentFiles.resolvers.js';
import { gatewayActionsResolvers } from '../modules/gatewayActions/gatewayActions.resolvers.js';
import { gatewaysResolvers } from '../modules/gateways/gateways.resolvers.js';
import { librariesResolvers } from '../modules/libraries/libraries.resolvers.js';
import { marketingResolvers } from '../modules/marketing/marketing.resolvers.js';
import { mibsResolvers } from '../modules/mibs/mibs.resolvers.js';
import { overlaysResolvers } from '../modules/overlays/overlays.resolvers.js';
import { partnersResolvers } from '../modules/partners/partners.resolvers.js';
import { reportsResolvers } from '../modules/reports/reports.resolvers.js';
import { readingsResolvers } from '../modules/readings/readings.resolvers.js';
import { sensorsResolvers } from '../modules/sensors/sensors.resolvers.js';
import { sharingResolvers } from '../modules/sharing/sharing.resolvers.js';
import { templatesResolvers } from '../modules/templates/templates.resolvers.js';
import { viewsResolvers } from '../modules/views/views.resolvers.js';
import { widgetsResolvers } from '../modules/widgets/widgets.resolvers.js';
import type { Resolvers } from './generated/resolvers-types.js';

const baseResolvers: Resolvers = {
  Query: { ping: () => 'pong' },
};

/** Every area's resolvers, merged by type. */
export const resolvers: Resolvers[] = [
  baseResolvers,
  accessResolvers,
  samlResolvers,
  accountResolvers,
  gatewaysResolvers,
  gatewayActionsResolvers,
  equipmentResolvers,
  equipmentFilesResolvers,
  sensorsResolvers,
  readingsResolvers,
  librariesResolvers,
  mibsResolvers,
  viewsResolvers,
  widgetsResolvers,
  alertsResolvers,
  sharingResolvers,
  templatesResolvers,
  overlaysResolvers,
  reportsResolvers,
  marketingResolvers,
  companiesResolvers,
  settingsResolvers,
  statusResolvers,
  usersResolvers,
  partnersResolvers,
];
