import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Partners, OEMs and customers as one tree: a partner or OEM is the parent of its customers. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['PARTNER', 'OEM', 'CUSTOMER'] }).notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_parent_idx').on(t.parentId),
    check('accounts_kind_check', sql`${t.kind} in ('PARTNER', 'OEM', 'CUSTOMER')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    isSuper: boolean('is_super').notNull().default(false),
    saml: boolean('saml').notNull().default(false),
    /** Base32 TOTP secret once MFA is activated. */
    totpSecret: text('totp_secret'),
    homeUrl: text('home_url'),
    userType: text('user_type', { enum: ['REGULAR', 'DISTRO'] })
      .notNull()
      .default('REGULAR'),
    customerId: integer('customer_id').references(() => accounts.id),
    partnerId: integer('partner_id').references(() => accounts.id),
    partnerAdmin: boolean('partner_admin').notNull().default(false),
    emailAlerts: boolean('email_alerts').notNull().default(true),
    smsAlerts: boolean('sms_alerts').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_customer_idx').on(t.customerId),
    index('users_partner_idx').on(t.partnerId),
    check('users_user_type_check', sql`${t.userType} in ('REGULAR', 'DISTRO')`),
  ],
);

/** Permission codes a user holds on a customer (spec access §3). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId, t.code] })],
);

/** Server-side sessions; the cookie carries a random token whose SHA-256 is the id here. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Password accepted, authenticator code still needed. */
    totpPending: boolean('totp_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Every sign-in attempt, by e-mail as typed (normalised), whether or not the account exists. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    succeeded: boolean('succeeded').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_time_idx').on(t.email, t.createdAt)],
);

/** An e-mail address locked out of sign-in until a time. */
export const loginLockouts = pgTable('login_lockouts', {
  email: text('email').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const thresholds = () => ({
  greenTo: doublePrecision('green_to'),
  yellowTo: doublePrecision('yellow_to'),
  redTo: doublePrecision('red_to'),
  states: text('states')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  alarmOnly: boolean('alarm_only').notNull().default(false),
});

/** A Modbus template: the register points of one model. */
export const modbusTemplates = pgTable('modbus_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  customerId: integer('customer_id').references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const modbusPoints = pgTable(
  'modbus_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => modbusTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    functionCode: smallint('function_code').notNull(),
    startingRegister: integer('starting_register').notNull(),
    addressOffset: integer('address_offset').notNull().default(0),
    addressDataType: text('address_data_type'),
    numberOfRegisters: smallint('number_of_registers').notNull(),
    dataType: text('data_type').notNull(),
    wordOrder: text('word_order').notNull().default('BE'),
    mask: integer('mask'),
    multiplier: doublePrecision('multiplier').notNull().default(1),
    offset: doublePrecision('offset').notNull().default(0),
    unit: text('unit'),
    ...thresholds(),
  },
  (t) => [
    index('modbus_points_template_idx').on(t.templateId, t.position),
    check('modbus_points_function_code_check', sql`${t.functionCode} between 1 and 4`),
    check('modbus_points_word_order_check', sql`${t.wordOrder} in ('BE', 'LE')`),
  ],
);

/** An SNMP template: the OID points of one model. */
export const snmpTemplates = pgTable('snmp_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  customerId: integer('customer_id').references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const snmpPoints = pgTable(
  'snmp_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => snmpTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    oid: text('oid').notNull(),
    name: text('name').notNull(),
    unit: text('unit'),
    renamedUnit: text('renamed_unit'),
    multiplier: doublePrecision('multiplier').notNull().default(1),
    offset: doublePrecision('offset').notNull().default(0),
    strMask: text('str_mask'),
    ...thresholds(),
  },
  (t) => [index('snmp_points_template_idx').on(t.templateId, t.position)],
);

/**
 * An equipment library: a manufacturer's model and its templates. Built-in libraries have no
 * owner; a customer's are unique by model within it.
 */
export const equipmentLibraries = pgTable(
  'equipment_libraries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => accounts.id, { onDelete: 'cascade' }),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    revision: text('revision'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    archived: boolean('archived').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    vertivModel: text('vertiv_model'),
    sysObjectId: text('sys_object_id'),
    modbusTemplateId: integer('modbus_template_id').references(() => modbusTemplates.id, {
      onDelete: 'set null',
    }),
    snmpTemplateId: integer('snmp_template_id').references(() => snmpTemplates.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('equipment_libraries_owner_model_key').on(
      sql`coalesce(${t.customerId}, 0)`,
      sql`lower(${t.model})`,
    ),
    index('equipment_libraries_manufacturer_idx').on(t.manufacturer),
  ],
);

/** A gateway appliance (spec "Network"); the token is stored as its SHA-256 only. */
export const networks = pgTable(
  'networks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    pollInterval: integer('poll_interval').notNull().default(60),
    ip: text('ip'),
    version: text('version'),
    slave: boolean('slave').notNull().default(false),
    listenTriggered: boolean('listen_triggered').notNull().default(false),
    disconnected: boolean('disconnected').notNull().default(true),
    gwType: text('gw_type').notNull().default('STD'),
    haStatus: text('ha_status').notNull().default('STD'),
    /** Bumped whenever its equipment or sensors change; the agent refetches its config. */
    configRevision: integer('config_revision').notNull().default(1),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('networks_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('networks_token_hash_key').on(t.tokenHash),
    index('networks_last_updated_idx').on(t.lastUpdated),
  ],
);

/** A device a gateway polls. SNMP secrets stay server-side: the API never returns them. */
export const equipment = pgTable(
  'equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    libraryId: integer('library_id')
      .notNull()
      .references(() => equipmentLibraries.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    protocol: text('protocol').notNull(),
    ip: text('ip').notNull(),
    port: integer('port').notNull(),
    slaveId: integer('slave_id'),
    snmpVersion: text('snmp_version'),
    communityString: text('community_string'),
    username: text('username'),
    authType: text('auth_type'),
    authKey: text('auth_key'),
    securityLevel: text('security_level'),
    privacyType: text('privacy_type'),
    privacySecret: text('privacy_secret'),
    context: text('context'),
    notes: text('notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disconnected: boolean('disconnected').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    isMaintenance: boolean('is_maintenance').notNull().default(false),
    isRepair: boolean('is_repair').notNull().default(false),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('equipment_network_name_key').on(t.networkId, sql`lower(${t.name})`),
    index('equipment_customer_name_idx').on(t.customerId, t.name),
  ],
);

/** One monitored point of one equipment, with its latest reading and status. */
export const sensors = pgTable(
  'sensors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    modbusPointId: integer('modbus_point_id').references(() => modbusPoints.id),
    snmpPointId: integer('snmp_point_id').references(() => snmpPoints.id),
    name: text('name').notNull(),
    unit: text('unit'),
    ...thresholds(),
    smartWarning: doublePrecision('smart_warning'),
    smartCritical: doublePrecision('smart_critical'),
    deadband: doublePrecision('deadband'),
    delay: integer('delay'),
    locked: boolean('locked').notNull().default(false),
    disconnected: boolean('disconnected').notNull().default(false),
    latestValue: doublePrecision('latest_value'),
    latestDetail: text('latest_detail'),
    latestAt: timestamp('latest_at', { withTimezone: true }),
    status: text('status').notNull().default('unknown'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sensors_customer_name_idx').on(t.customerId, t.name),
    index('sensors_network_idx').on(t.networkId),
    index('sensors_equipment_idx').on(t.equipmentId),
    uniqueIndex('sensors_equipment_modbus_point_key').on(t.equipmentId, t.modbusPointId),
    uniqueIndex('sensors_equipment_snmp_point_key').on(t.equipmentId, t.snmpPointId),
    check(
      'sensors_one_point_check',
      sql`(${t.modbusPointId} is null) <> (${t.snmpPointId} is null)`,
    ),
  ],
);

/** A sensor's status changes, newest first on its page (spec "Sensor log"). */
export const sensorLogs = pgTable(
  'sensor_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    status: text('status').notNull(),
    value: doublePrecision('value'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sensor_logs_sensor_time_idx').on(t.sensorId, t.createdAt),
    index('sensor_logs_customer_idx').on(t.customerId),
  ],
);
