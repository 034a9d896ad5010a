import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
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
    /** When the user accepted the service agreement (verification's terms dialog). */
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    /** A TOTP secret generated on the account page, not yet activated. */
    totpPendingSecret: text('totp_pending_secret'),
    /** When a code of the pending secret was verified; activation needs it. */
    totpPendingVerifiedAt: timestamp('totp_pending_verified_at', { withTimezone: true }),
    /** The identity provider's NameID of a user created by single sign-on. */
    samlNameId: text('saml_name_id'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Roles in the partner's portal (technician, billing); partnerAdmin holds them all. */
    partnerRoles: text('partner_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
  /** Per state (by index): Normal, Warning or Alarm (spec access §5); missing means Normal. */
  conditions: text('conditions')
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
    /** How a 32-bit value's bytes arrive: ABCD (high word first), CDAB, BADC or DCBA. */
    wordOrder: text('word_order').notNull().default('ABCD'),
    mask: integer('mask'),
    multiplier: doublePrecision('multiplier').notNull().default(1),
    offset: doublePrecision('offset').notNull().default(0),
    unit: text('unit'),
    ...thresholds(),
  },
  (t) => [
    index('modbus_points_template_idx').on(t.templateId, t.position),
    check('modbus_points_function_code_check', sql`${t.functionCode} between 1 and 4`),
    check(
      'modbus_points_word_order_check',
      sql`${t.wordOrder} in ('ABCD', 'CDAB', 'BADC', 'DCBA')`,
    ),
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
    /** Labels of the variables its OIDs use, as {label, value: the letter} (oidVariables.ts). */
    dynamicOidLabels: jsonb('dynamic_oid_labels')
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The device facts SNMP gateways read into its equipment's asset data (libraryMeta.ts). */
    metaList: jsonb('meta_list')
      .$type<{ id: string; oid: string; type: string; values: string[]; label: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
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
    /** The appliance's own id (serial number) when registered with one: one gateway each. */
    externalId: text('external_id'),
    /**
     * A rotated token the agent has been given but not yet confirmed (Rotate Certificate): both
     * it and token_hash are accepted until the agent's first request with the new one.
     */
    pendingTokenHash: text('pending_token_hash'),
    /** The node (HA1 or HA2) a pending token is for. */
    pendingTokenNode: text('pending_token_node'),
    /** When the agent process last reported starting (check-ins): a REBOOT completes on a newer one. */
    agentStartedAt: timestamp('agent_started_at', { withTimezone: true }),
    /**
     * An HA pair (gw_type HA1): the second node's token, which node polls now (MASTER), and when
     * each node last checked in. ha_status is the role of node HA1.
     */
    ha2TokenHash: text('ha2_token_hash'),
    haMaster: text('ha_master').notNull().default('HA1'),
    ha1SeenAt: timestamp('ha1_seen_at', { withTimezone: true }),
    ha2SeenAt: timestamp('ha2_seen_at', { withTimezone: true }),
    ha2Version: text('ha2_version'),
    /** Bumped whenever its equipment or sensors change; the agent refetches its config. */
    configRevision: integer('config_revision').notNull().default(1),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('networks_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('networks_token_hash_key').on(t.tokenHash),
    uniqueIndex('networks_external_id_key').on(t.externalId),
    uniqueIndex('networks_pending_token_hash_key').on(t.pendingTokenHash),
    uniqueIndex('networks_ha2_token_hash_key').on(t.ha2TokenHash),
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
    /**
     * The name lower-cased, kept by the database: My Equipment's search looks in it, several
     * times faster over a large fleet than ILIKE or lower() on every row.
     */
    nameSearch: text('name_search').generatedAlwaysAs(sql`lower(name)`),
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
    /** Asset data (model, serial number, firmware …) as {label, value, type, oid?} items. */
    meta: jsonb('meta')
      .$type<{ label: string; value: string; type: string; oid?: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Its numbers for the variables of its library's OIDs (oidVariables.ts), as {letter, value}. */
    oidVars: jsonb('oid_vars')
      .$type<{ letter: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The last poll error the gateway reported, kept until the equipment answers again. */
    errorMessage: text('error_message'),
    errorAt: timestamp('error_at', { withTimezone: true }),
    lastUpdated: timestamp('last_updated', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The worst status of its sensors (ok, warning, error; unknown without a reading), kept by
     * every write that moves a sensor's status (refreshEquipmentSensorStatus), so lists filter,
     * sort and count by status through an index instead of asking each device's sensors.
     */
    sensorStatus: text('sensor_status').notNull().default('unknown'),
    /**
     * The list status's place in the domain's EQUIPMENT_STATUS_SORT_ORDER (OK, UNKNOWN,
     * MAINTENANCE, REPAIR, DISCONNECTED, WARNING, ERROR), following equipmentListStatus: flags
     * first, then the worst sensor status. equipmentStatus.integration.test holds the two equal.
     */
    statusRank: smallint('status_rank').generatedAlwaysAs(
      sql`case when is_maintenance then 2 when is_repair then 3 when disconnected then 4
        when sensor_status = 'error' then 6 when sensor_status = 'warning' then 5
        when sensor_status = 'ok' then 0 else 1 end`,
    ),
  },
  (t) => [
    uniqueIndex('equipment_network_name_key').on(t.networkId, sql`lower(${t.name})`),
    // My Equipment's sorts and filters over a large fleet (equipment page of 200).
    index('equipment_customer_name_idx').on(t.customerId, t.name),
    index('equipment_customer_ip_idx').on(t.customerId, t.ip),
    index('equipment_customer_protocol_name_idx').on(t.customerId, t.protocol, t.name),
    index('equipment_network_name_idx').on(t.networkId, t.name),
    // A template slot's devices (a library's equipment), and the library's own checks.
    index('equipment_library_idx').on(t.libraryId),
    index('equipment_customer_created_idx').on(t.customerId, t.createdAt),
    index('equipment_customer_flags_idx')
      .on(t.customerId, t.name)
      .where(sql`${t.isMaintenance} or ${t.isRepair} or ${t.disconnected} or ${t.locked}`),
    // Status filters, the status sort and the site summary's counts.
    index('equipment_customer_status_name_idx').on(t.customerId, t.statusRank, t.name),
    // The search: substrings of the name (and of the address) through trigrams.
    index('equipment_name_search_trgm_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`),
    index('equipment_ip_trgm_idx').using('gin', sql`${t.ip} gin_trgm_ops`),
  ],
);

/**
 * Equipment counted by everything My Equipment filters on but gateways and search, so that the
 * list's total is a sum over a few rows rather than a count of the fleet (docs/adr/008). Triggers
 * on equipment append deltas (+n, −n; migration 0010) and the ingest housekeeping merges them
 * (compactEquipmentTallies); a key may have several rows between merges. TRUNCATE bypasses them.
 */
export const equipmentTallies = pgTable(
  'equipment_tallies',
  {
    customerId: integer('customer_id').notNull(),
    protocol: text('protocol').notNull(),
    statusRank: smallint('status_rank').notNull(),
    locked: boolean('locked').notNull(),
    isMaintenance: boolean('is_maintenance').notNull(),
    isRepair: boolean('is_repair').notNull(),
    disconnected: boolean('disconnected').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('equipment_tallies_customer_idx').on(t.customerId)],
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
    // Equipment by status: only sensors in warning or error, a small part of a healthy fleet.
    index('sensors_equipment_alarm_idx')
      .on(t.equipmentId, t.status)
      .where(sql`${t.status} in ('warning', 'error')`),
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

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Tags group views; they nest and may carry a map position (spec core §3 Tag). */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => tags.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_customer_parent_name_key').on(
      t.customerId,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.name})`,
    ),
    index('tags_parent_idx').on(t.parentId),
  ],
);

/**
 * A dashboard of widgets. The layout holds one react-grid-layout list per saved screen size
 * ({lg: [...], xxs: [...]}, items keyed by widget id).
 */
export const views = pgTable(
  'views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(false),
    viewType: text('view_type').notNull().default('dashboard'),
    trendV2: boolean('trend_v2').notNull().default(false),
    trendSync: boolean('trend_sync').notNull().default(false),
    layout: jsonb('layout')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    assetOptions: jsonb('asset_options'),
    equipmentIds: integer('equipment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('views_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    check('views_view_type_check', sql`${t.viewType} in ('dashboard', 'asset', 'overlay')`),
  ],
);

export const viewTags = pgTable(
  'view_tags',
  {
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.tagId] }), index('view_tags_tag_idx').on(t.tagId)],
);

/** A user's permissions on a view and the alerts they subscribe to (spec core §3 View user). */
export const viewUsers = pgTable(
  'view_users',
  {
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canRead: boolean('can_read').notNull().default(true),
    canUpdate: boolean('can_update').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
    canShare: boolean('can_share').notNull().default(false),
    alertYellow: boolean('alert_yellow').notNull().default(false),
    alertRed: boolean('alert_red').notNull().default(false),
    alertDisconnected: boolean('alert_disconnected').notNull().default(false),
    alertCleared: boolean('alert_cleared').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.userId] }), index('view_users_user_idx').on(t.userId)],
);

/**
 * An uploaded image (image widgets). Its bytes are a file in the data directory's images/ folder
 * (files/DiskFileStore.ts), or an object of the S3 store; only images seeded or uploaded before
 * that keep them in `bytes`.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes'),
    createdAt: createdAt(),
  },
  (t) => [index('images_customer_idx').on(t.customerId)],
);

/** One widget of a view; its place on the grid lives in the view's layout. */
export const widgets = pgTable(
  'widgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    displayType: text('display_type').notNull().default('other'),
    name: text('name'),
    calculation: text('calculation'),
    chartType: text('chart_type'),
    unit: text('unit'),
    notes: text('notes'),
    link: text('link'),
    color: text('color'),
    basis: doublePrecision('basis'),
    greenTo: doublePrecision('green_to'),
    yellowTo: doublePrecision('yellow_to'),
    greenTo2: doublePrecision('green_to2'),
    yellowTo2: doublePrecision('yellow_to2'),
    redTo: doublePrecision('red_to'),
    lowerBound: doublePrecision('lower_bound'),
    upperBound: doublePrecision('upper_bound'),
    smartWarning: doublePrecision('smart_warning'),
    smartCritical: doublePrecision('smart_critical'),
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metaIds: text('meta_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mins: integer('mins'),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    gatewayId: integer('gateway_id').references(() => networks.id, { onDelete: 'set null' }),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    imageTransform: jsonb('image_transform').$type<{
      translateX: number;
      translateY: number;
      scale: number;
      rotation: number;
    }>(),
    /** Countdown widgets: when it ends (epoch ms) and the warning window before that (ms). */
    expiration: timestamp('expiration', { withTimezone: true }),
    rangeMs: bigint('range_ms', { mode: 'number' }),
    /** On a view stamped from a template: the template widget it was made from. */
    templateWidgetId: integer('template_widget_id').references(
      (): AnyPgColumn => templateWidgets.id,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('widgets_view_idx').on(t.viewId), index('widgets_customer_idx').on(t.customerId)],
);

/** The sensors a widget shows, in order. */
export const widgetSensors = pgTable(
  'widget_sensors',
  {
    widgetId: integer('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => sensors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.widgetId, t.sensorId] }),
    index('widget_sensors_sensor_idx').on(t.sensorId),
  ],
);

/** A countdown widget's timers (spec core §3 Timer): reset restarts one repeatInterval. */
export const timers = pgTable(
  'timers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    widgetId: integer('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    greenTo: doublePrecision('green_to'),
    yellowTo: doublePrecision('yellow_to'),
    redTo: doublePrecision('red_to'),
    /** Seconds a reset runs for. */
    repeatInterval: integer('repeat_interval').notNull(),
    /** Seconds before the end when the timer turns to warning. */
    warnBefore: integer('warn_before').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('timers_widget_idx').on(t.widgetId, t.position)],
);

/** SNMP traps a gateway received, newest first per equipment (spec core §3 SNMP trap). */
export const snmpTraps = pgTable(
  'snmp_traps',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'cascade' }),
    equipmentIp: text('equipment_ip').notNull(),
    oid: text('oid').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('snmp_traps_equipment_time_idx').on(t.equipmentId, t.createdAt),
    index('snmp_traps_network_ip_time_idx').on(t.networkId, t.equipmentIp, t.createdAt),
  ],
);

/** An equipment's events (Equipment Logs): status changes, disconnects, toggles and edits. */
export const equipmentLogs = pgTable(
  'equipment_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** Who did it; null for what the gateway reported. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('equipment_logs_equipment_time_idx').on(t.equipmentId, t.createdAt)],
);

/**
 * A file kept with an equipment (Equipment Files). Its bytes live in the file store under
 * `storedKey`; the row is the listing.
 */
export const equipmentFiles = pgTable(
  'equipment_files',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    storedKey: text('stored_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('equipment_files_equipment_idx').on(t.equipmentId, t.createdAt),
    index('equipment_files_customer_idx').on(t.customerId),
  ],
);

/** When a user last opened a view (the home page's recent views). */
export const viewVisits = pgTable(
  'view_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.viewId] }),
    index('view_visits_user_time_idx').on(t.userId, t.visitedAt),
  ],
);

/**
 * A gateway action (spec core §3 action queue item): a persistent command that an agent in
 * listen mode takes in queue order and reports by id. `params` holds what the agent needs,
 * credentials included, and is emptied of them once the action has finished.
 */
export const gatewayActions = pgTable(
  'gateway_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    /** STD, HA1 or HA2: the HA2 node keeps its own queue. */
    gatewayType: text('gateway_type').notNull().default('STD'),
    action: text('action').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** Queue order within the gateway's queue; new actions go last. */
    position: doublePrecision('position').notNull(),
    ip: text('ip'),
    ips: text('ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    offset: integer('offset').notNull().default(0),
    params: jsonb('params').notNull(),
    batchLabel: text('batch_label'),
    /** Whether the gateway was in listen mode when the action was queued. */
    slave: boolean('slave').notNull().default(false),
    mibChecksum: text('mib_checksum'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When a running action is FAILED for want of a result. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    output: text('output'),
    error: text('error'),
    /** What the result carried besides text: meta facts, per-address outcomes, walk stop reason. */
    result: jsonb('result'),
    /** Find Equipment's progress: { scanned, total, found }. */
    progress: jsonb('progress'),
  },
  (t) => [
    index('gateway_actions_queue_idx').on(t.networkId, t.gatewayType, t.status, t.position),
    index('gateway_actions_running_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'IN_PROGRESS'`),
    index('gateway_actions_batch_idx').on(t.networkId, t.batchLabel),
    check(
      'gateway_actions_status_check',
      sql`${t.status} in ('PENDING', 'IN_PROGRESS', 'SUCCESS', 'FAILED', 'CANCELLED')`,
    ),
  ],
);

/** The OIDs of an SNMP walk, in walk order. */
export const snmpWalkOids = pgTable(
  'snmp_walk_oids',
  {
    actionId: integer('action_id')
      .notNull()
      .references(() => gatewayActions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    oid: text('oid').notNull(),
    type: text('type').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.seq] })],
);

/** The SNMP agents a Find Equipment scan found. */
export const discoveredDevices = pgTable(
  'discovered_devices',
  {
    actionId: integer('action_id')
      .notNull()
      .references(() => gatewayActions.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    ipNumber: bigint('ip_number', { mode: 'number' }).notNull(),
    sysName: text('sys_name').notNull(),
    sysDescr: text('sys_descr').notNull(),
    sysObjectId: text('sys_object_id').notNull(),
    credential: smallint('credential').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.ip] })],
);

/** Text files an action produced (Get Log): small, so kept in the row. */
export const actionFiles = pgTable(
  'action_files',
  {
    actionId: integer('action_id')
      .notNull()
      .references(() => gatewayActions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.name] })],
);

/** A gateway's events: actions queued, started, finished, cancelled and timed out, with who. */
export const gatewayLogs = pgTable(
  'gateway_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    actionId: integer('action_id'),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('gateway_logs_network_time_idx').on(t.networkId, t.createdAt)],
);

/**
 * A MIB module a customer uploaded, parsed: its source (so its imports can resolve against it
 * later) and its objects (numeric OID, name, SMI facts) as the parser gave them.
 */
export const mibModules = pgTable(
  'mib_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The module's own name (UPS-MIB), unique per customer. */
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    source: text('source').notNull(),
    objects: jsonb('objects').notNull(),
    objectCount: integer('object_count').notNull(),
    /**
     * A partner's upload (customer_id is then the partner's account) is parsed after it is kept:
     * true until its objects are in; `installError` says why it could not be installed.
     */
    installing: boolean('installing').notNull().default(false),
    installError: text('install_error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mib_modules_customer_name_key').on(t.customerId, t.name)],
);

/**
 * One alarm: a subject (a sensor, an equipment or a gateway) bad for one reason (`rule`), from
 * pending through open to cleared (ADR 014). At most one live (pending or open) row per subject
 * and rule; a cleared row stays as history. A pending row's `due_at` is its timer, kept here so a
 * restart neither resets a delay nor opens an alarm twice.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', {
      enum: ['sensor', 'equipment', 'gateway', 'rule'],
    }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Why: 'threshold' (or a state condition), 'disconnected', or a view's alarm rule ('rule'). */
    rule: text('rule').notNull(),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'cascade' }),
    sensorId: integer('sensor_id').references(() => sensors.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: ['pending', 'open', 'cleared'] }).notNull(),
    severity: text('severity', { enum: ['warning', 'error', 'disconnected'] }).notNull(),
    value: doublePrecision('value'),
    detail: text('detail'),
    /** Bad since (the start of the delay). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** The gateway alarm this one happened under (root cause): it notifies nobody itself. */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => alarms.id, {
      onDelete: 'set null',
    }),
    /** Raised while its equipment was in maintenance or repair: shown, never notified. */
    suppressed: boolean('suppressed').notNull().default(false),
    ackAt: timestamp('ack_at', { withTimezone: true }),
    ackBy: integer('ack_by').references(() => users.id, { onDelete: 'set null' }),
    ackByName: text('ack_by_name'),
    ackComment: text('ack_comment'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alarms_live_key')
      .on(t.subjectKind, t.subjectId, t.rule)
      .where(sql`${t.phase} in ('pending', 'open')`),
    index('alarms_due_idx')
      .on(t.dueAt)
      .where(sql`${t.phase} = 'pending'`),
    index('alarms_customer_phase_idx').on(t.customerId, t.phase, t.id),
    index('alarms_sensor_idx').on(t.sensorId),
    index('alarms_equipment_idx').on(t.equipmentId),
    index('alarms_network_idx').on(t.networkId),
    index('alarms_parent_idx').on(t.parentId),
    check(
      'alarms_subject_kind_check',
      sql`${t.subjectKind} in ('sensor', 'equipment', 'gateway', 'rule')`,
    ),
    check('alarms_phase_check', sql`${t.phase} in ('pending', 'open', 'cleared')`),
    check('alarms_severity_check', sql`${t.severity} in ('warning', 'error', 'disconnected')`),
  ],
);

/**
 * A view's alarm rule (spec core §4): IF sensor comparator value (AND/OR …) THEN warning, alarm
 * or cleared. The condition is kept as the builder's tokens; `sensor_ids` are the sensors it
 * reads, so a flush finds the rules its readings touch. Its alarm is an `alarms` row with
 * subject_kind 'rule' (ADR 015).
 */
export const viewAlarmRules = pgTable(
  'view_alarm_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    condition: jsonb('condition').$type<unknown[]>().notNull(),
    level: text('level', { enum: ['warning', 'alarm', 'cleared'] }).notNull(),
    sensorIds: integer('sensor_ids').array().notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('view_alarm_rules_view_idx').on(t.viewId, t.id),
    index('view_alarm_rules_sensors_idx').using('gin', t.sensorIds),
    check('view_alarm_rules_level_check', sql`${t.level} in ('warning', 'alarm', 'cleared')`),
  ],
);

/** What happened to an alarm that people are told of: opened, changed, cleared, acknowledged. */
export const alarmTransitions = pgTable(
  'alarm_transitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    alarmId: bigint('alarm_id', { mode: 'number' })
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    kind: text('kind', { enum: ['opened', 'changed', 'cleared', 'acknowledged'] }).notNull(),
    severity: text('severity').notNull(),
    value: doublePrecision('value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('alarm_transitions_alarm_idx').on(t.alarmId, t.id),
    check(
      'alarm_transitions_kind_check',
      sql`${t.kind} in ('opened', 'changed', 'cleared', 'acknowledged')`,
    ),
  ],
);

/**
 * The notification outbox: one row per (transition, user, channel), written in the transaction
 * that made the transition, claimed by senders with FOR UPDATE SKIP LOCKED and sent at most once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transitionId: bigint('transition_id', { mode: 'number' })
      .notNull()
      .references(() => alarmTransitions.id, { onDelete: 'cascade' }),
    alarmId: bigint('alarm_id', { mode: 'number' })
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    /** The view whose alert subscription asked for it (its link in the message). */
    viewId: integer('view_id').references(() => views.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_key').on(t.transitionId, t.userId, t.channel),
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notifications_alarm_idx').on(t.alarmId),
    index('notifications_user_idx').on(t.userId, t.id),
    // Storm control's look-up: a (user, channel)'s messages of the last minute.
    index('notifications_sent_idx')
      .on(t.userId, t.channel, t.sentAt)
      .where(sql`${t.status} = 'sent'`),
    check('notifications_channel_check', sql`${t.channel} in ('EMAIL', 'SMS')`),
    check('notifications_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * A public link to one view (spec core §3 Share link, `/shared/{token}`): anyone with the token
 * reads that view live, and nothing else. Only the token's hash is kept; a link stops at its
 * expiry or when revoked.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('share_links_token_key').on(t.tokenHash),
    index('share_links_customer_idx').on(t.customerId, t.createdAt),
    index('share_links_view_idx').on(t.viewId),
  ],
);

/**
 * An invitation to set a password (spec access §2 verification, `/verify/{token}`): written when
 * a view is shared with an address that has no account yet. Only the token's hash is kept; it
 * works for 24 hours, once.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_invitations_token_key').on(t.tokenHash),
    index('user_invitations_user_idx').on(t.userId),
  ],
);

/**
 * A view captured so it can be stamped onto other equipment (spec core §3 Template): its layout,
 * its equipment slots (a library and protocol each) and its widgets, whose sensors are the slots'
 * registers. A template cannot be altered once made.
 */
export const templates = pgTable(
  'templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    layout: jsonb('layout')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    trendV2: boolean('trend_v2').notNull().default(false),
    sourceViewId: integer('source_view_id').references(() => views.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('templates_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
    index('templates_customer_created_idx').on(t.customerId, t.createdAt),
  ],
);

/** One equipment slot of a template: a device of this library is put in it when stamping. */
export const templateEquipment = pgTable(
  'template_equipment',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    libraryId: integer('library_id')
      .notNull()
      .references(() => equipmentLibraries.id),
    protocol: text('protocol').notNull(),
    oidVars: jsonb('oid_vars')
      .$type<{ letter: string; value: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.position] }),
    index('template_equipment_library_idx').on(t.libraryId),
  ],
);

/** A widget of a template: the widget's own fields, as a view's widget has them. */
export const templateWidgets = pgTable(
  'template_widgets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    /** The widget's fields (type, displayType, name, thresholds, notes …) as the view had them. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('template_widgets_template_idx').on(t.templateId)],
);

/**
 * A register a template widget reads: the slot and the register of the slot's library (a Modbus
 * or SNMP point), in the widget's order, with the thresholds the source sensor had (stamping with
 * overwriteThresholds gives them to the new device's sensor).
 */
export const templateWidgetRegisters = pgTable(
  'template_widget_registers',
  {
    templateWidgetId: integer('template_widget_id')
      .notNull()
      .references(() => templateWidgets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    slot: integer('slot').notNull(),
    modbusPointId: integer('modbus_point_id').references(() => modbusPoints.id),
    snmpPointId: integer('snmp_point_id').references(() => snmpPoints.id),
    thresholds: jsonb('thresholds').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.templateWidgetId, t.position] }),
    check(
      'template_widget_registers_one_point_check',
      sql`(${t.modbusPointId} is null) <> (${t.snmpPointId} is null)`,
    ),
  ],
);

/** A template widget's countdown timers. */
export const templateTimers = pgTable(
  'template_timers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateWidgetId: integer('template_widget_id')
      .notNull()
      .references(() => templateWidgets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    greenTo: doublePrecision('green_to'),
    yellowTo: doublePrecision('yellow_to'),
    redTo: doublePrecision('red_to'),
    repeatInterval: integer('repeat_interval').notNull(),
    warnBefore: integer('warn_before').notNull().default(0),
  },
  (t) => [index('template_timers_widget_idx').on(t.templateWidgetId, t.position)],
);

/**
 * A view stamped from a template: the equipment put in each slot (in slot order) and whether its
 * layout or widgets were changed since it was stamped or re-applied (set by triggers, migration
 * 0019), so templates count their out-of-sync views from an index.
 */
export const templateViews = pgTable(
  'template_views',
  {
    viewId: integer('view_id')
      .primaryKey()
      .references(() => views.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    equipmentIds: integer('equipment_ids').array().notNull(),
    outOfSync: boolean('out_of_sync').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('template_views_template_idx').on(t.templateId, t.outOfSync)],
);

/**
 * An overlay view (spec core §3 "Overlay view"): a `views` row of view_type 'overlay' (so My
 * Views, permissions, sharing and tags treat it as any view) with its floor-plan image and how the
 * image is placed. Deleting the view deletes it, its overlays and its heat maps.
 */
export const overlayViews = pgTable(
  'overlay_views',
  {
    viewId: integer('view_id')
      .primaryKey()
      .references(() => views.id, { onDelete: 'cascade' }),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
    height: doublePrecision('height').notNull(),
    width: doublePrecision('width').notNull(),
    x: doublePrecision('x').notNull().default(0),
    y: doublePrecision('y').notNull().default(0),
    rotation: doublePrecision('rotation').notNull().default(0),
  },
  (t) => [index('overlay_views_image_idx').on(t.imageId)],
);

/** A heat map of an overlay view: colorA at valueA, colorB half way, colorC at valueC. */
export const heatMaps = pgTable(
  'heat_maps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    viewId: integer('view_id')
      .notNull()
      .references(() => overlayViews.viewId, { onDelete: 'cascade' }),
    colorA: text('color_a').notNull().default('#2196f3'),
    colorB: text('color_b').notNull().default('#ffeb3b'),
    colorC: text('color_c').notNull().default('#f44336'),
    valueA: doublePrecision('value_a').notNull(),
    valueC: doublePrecision('value_c').notNull(),
  },
  (t) => [index('heat_maps_view_idx').on(t.viewId)],
);

/**
 * One overlay of an overlay view, at `position` in the view's order (x descending): a sensor, a
 * link to another view of the customer, or a web link. A deleted sensor or view takes its
 * overlays with it.
 */
export const overlays = pgTable(
  'overlays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    viewId: integer('view_id')
      .notNull()
      .references(() => overlayViews.viewId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    sensorId: integer('sensor_id').references(() => sensors.id, { onDelete: 'cascade' }),
    targetViewId: integer('target_view_id').references(() => views.id, { onDelete: 'cascade' }),
    linkName: text('link_name'),
    linkUrl: text('link_url'),
    size: doublePrecision('size').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    open: boolean('open').notNull().default(false),
    opacity: integer('opacity').notNull().default(90),
    backgroundColor: text('background_color'),
    heatMapId: integer('heat_map_id').references(() => heatMaps.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('overlays_view_idx').on(t.viewId, t.position),
    index('overlays_sensor_idx').on(t.sensorId),
    index('overlays_target_view_idx').on(t.targetViewId),
    index('overlays_heat_map_idx').on(t.heatMapId),
    check(
      'overlays_kind_check',
      sql`(${t.kind} = 'sensor' and ${t.sensorId} is not null)
        or (${t.kind} = 'view' and ${t.targetViewId} is not null)
        or (${t.kind} = 'link' and ${t.linkUrl} is not null)`,
    ),
  ],
);

/**
 * A view's report sent by e-mail at a time of day in a time zone (the Reports page). Each due run
 * becomes a report_runs row, so a run is sent once whichever process finds it due.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    viewId: integer('view_id')
      .notNull()
      .references(() => views.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    range: text('range').notNull(),
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    recipients: text('recipients').array().notNull(),
    productName: text('product_name').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_schedules_due_idx').on(t.nextRunAt),
    index('report_schedules_customer_idx').on(t.customerId, t.id),
    index('report_schedules_view_idx').on(t.viewId),
    check('report_schedules_range_check', sql`${t.range} in ('DAY', 'WEEK', 'MONTH')`),
  ],
);

/** A generated PDF report kept in the file store, to download again. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    viewId: integer('view_id').references(() => views.id, { onDelete: 'set null' }),
    viewName: text('view_name').notNull(),
    range: text('range').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    scheduleId: integer('schedule_id').references(() => reportSchedules.id, {
      onDelete: 'set null',
    }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_customer_idx').on(t.customerId, t.createdAt),
    index('reports_view_idx').on(t.viewId),
    index('reports_schedule_idx').on(t.scheduleId),
  ],
);

/**
 * One run of a schedule (a due time, or "send now"): claimed under a lease with FOR UPDATE SKIP
 * LOCKED, retried with back-off, and remembering whom it has already been sent to.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentTo: text('sent_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('report_runs_due_key').on(t.scheduleId, t.dueAt),
    index('report_runs_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    check('report_runs_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
  ],
);

/** One-time MFA recovery codes, shown once at activation; only their hashes are kept. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);

/** Forgot-password links (spec access §2): a token's hash, short-lived and single-use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A company's settings page (spec access §3 admin state): default roles of users created by
 * single sign-on, notification defaults of new users, service contacts, the help-desk
 * integration and the livestream address.
 */
export const companySettings = pgTable('company_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  defaultRoles: text('default_roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  emailAlertsDefault: boolean('email_alerts_default').notNull().default(true),
  smsAlertsDefault: boolean('sms_alerts_default').notNull().default(false),
  /** [{name, email, phone}] */
  serviceContacts: jsonb('service_contacts')
    .notNull()
    .default(sql`'[]'::jsonb`),
  helpDeskEmail: text('help_desk_email'),
  helpDeskToken: text('help_desk_token'),
  helpDeskDomain: text('help_desk_domain'),
  livestreamUrl: text('livestream_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's SAML single sign-on: the identity provider (from its metadata, by URL or XML) and
 * this service provider's own signing/decryption key pair, whose certificate the IdP is given.
 */
export const samlConfigs = pgTable('saml_configs', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  idpMetadataUrl: text('idp_metadata_url'),
  idpMetadataXml: text('idp_metadata_xml'),
  idpEntityId: text('idp_entity_id'),
  idpSsoUrl: text('idp_sso_url'),
  idpCertificates: text('idp_certificates')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  spPrivateKey: text('sp_private_key').notNull(),
  spCertificate: text('sp_certificate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SAML AuthnRequest ids awaiting their response (InResponseTo), shared by every process. */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('saml_requests_created_idx').on(t.createdAt)],
);

/** Bug reports sent from /feedback/bug, kept and mailed to the configured address. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('bug_reports_created_idx').on(t.createdAt)],
);

/** Server processes and their heartbeats, for /status: each process updates its row every few seconds. */
export const serverProcesses = pgTable('server_processes', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  rssBytes: bigint('rss_bytes', { mode: 'number' }).notNull().default(0),
});

/** Demo, pricing and partnership requests from the public site (spec access §3 marketing request). */
export const marketingRequests = pgTable(
  'marketing_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** Lower-cased and trimmed: the rate limit counts per address. */
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    planType: text('plan_type').notNull(),
    notes: text('notes'),
    productName: text('product_name').notNull(),
    /** The sender's IP address, for the per-address rate limit. */
    ip: text('ip'),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('marketing_requests_created_idx').on(t.createdAt),
    index('marketing_requests_email_idx').on(t.email, t.createdAt),
    index('marketing_requests_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** ALTCHA challenges already solved once: a solution is accepted only the first time. */
export const altchaSpent = pgTable(
  'altcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('altcha_spent_expires_idx').on(t.expiresAt)],
);

/** Documents partners download from the portal's Docs page; partner null: every partner's. */
export const marketingDocuments = pgTable(
  'marketing_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').references(() => accounts.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    thumbnailKey: text('thumbnail_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_documents_category_idx').on(t.category, t.createdAt)],
);

/** Visible ids of quotes (Q-000001) and site surveys (S-000001). */
export const quoteVisibleSeq = pgSequence('quote_visible_seq');
export const surveyVisibleSeq = pgSequence('survey_visible_seq');

/** A partner's proposal to one of its customers (spec access §3 Proposal). */
export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    visibleId: text('visible_id')
      .notNull()
      .default(sql`'Q-' || lpad(nextval('quote_visible_seq')::text, 6, '0')`),
    title: text('title'),
    planType: text('plan_type').notNull(),
    deviceCount: integer('device_count').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    priority: smallint('priority').notNull().default(0),
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_visible_key').on(t.visibleId),
    index('quotes_partner_idx').on(t.partnerId, t.createdAt),
    index('quotes_customer_idx').on(t.customerId),
  ],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['PLAN', 'GATEWAY', 'SERVICE'] }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    index('quote_items_quote_idx').on(t.quoteId, t.position),
    check('quote_items_kind_check', sql`${t.kind} in ('PLAN', 'GATEWAY', 'SERVICE')`),
  ],
);

export const quoteComments = pgTable(
  'quote_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_comments_quote_idx').on(t.quoteId, t.createdAt)],
);

/** A site survey a customer's site contact fills in through a public link (spec access §3). */
export const siteSurveys = pgTable(
  'site_surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    visibleId: text('visible_id')
      .notNull()
      .default(sql`'S-' || lpad(nextval('survey_visible_seq')::text, 6, '0')`),
    /** SHA-256 of the public link's token; only the hash is kept. */
    tokenHash: text('token_hash'),
    isActive: boolean('is_active').notNull().default(true),
    siteName: text('site_name'),
    siteContactName: text('site_contact_name'),
    siteContactEmail: text('site_contact_email'),
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    progress: smallint('progress').notNull().default(0),
    feedback: text('feedback'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_surveys_visible_key').on(t.visibleId),
    uniqueIndex('site_surveys_token_key').on(t.tokenHash),
    index('site_surveys_partner_idx').on(t.partnerId, t.createdAt),
    check('site_surveys_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export const surveyEquipment = pgTable(
  'survey_equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => siteSurveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('survey_equipment_survey_idx').on(t.surveyId, t.position)],
);

export const surveyAttachments = pgTable(
  'survey_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => siteSurveys.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => surveyEquipment.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    description: text('description'),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_attachments_survey_idx').on(t.surveyId)],
);

export const surveyComments = pgTable(
  'survey_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => siteSurveys.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => surveyEquipment.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_comments_survey_idx').on(t.surveyId, t.createdAt)],
);

/** A partner's order made from a proposal, followed as a project through its statuses. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    surveyId: integer('survey_id').references(() => siteSurveys.id, { onDelete: 'set null' }),
    /** The proposal's visible id. */
    visibleId: text('visible_id').notNull(),
    internalId: text('internal_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_quote_key').on(t.quoteId),
    uniqueIndex('orders_visible_key').on(t.visibleId),
    index('orders_partner_idx').on(t.partnerId, t.createdAt),
  ],
);

/** The date an order reached each status (spec access §3 statusDates). */
export const orderStatuses = pgTable(
  'order_statuses',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.status] })],
);

/** A customer's licence: plan, devices covered, annual term. */
export const licenses = pgTable(
  'licenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    deviceLimit: integer('device_limit'),
    startsOn: date('starts_on').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licenses_customer_key').on(t.customerId),
    index('licenses_partner_idx').on(t.partnerId),
  ],
);

/** A partner's logos, shown in the partner theme (spec access §3 Logos: id, height, width). */
export const partnerLogos = pgTable(
  'partner_logos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The stored image (images.customer_id is the partner's account). */
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('partner_logos_partner_idx').on(t.partnerId, t.createdAt)],
);
