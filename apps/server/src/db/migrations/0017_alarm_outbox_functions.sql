-- The alarm engine's and the outbox's hot statements as functions (docs/adr/016): PL/pgSQL keeps
-- their plans for the session, where a statement sent by the server is planned on every call
-- (PGlite has no prepared statements with parameters). Planning the fan-out or the claim took
-- 4-6 ms; a call of the function under 1 ms.

-- Storm control's look-up: a (user, channel)'s messages of the last minute.
CREATE INDEX "notifications_sent_idx" ON "notifications" USING btree ("user_id","channel","sent_at") WHERE "notifications"."status" = 'sent';--> statement-breakpoint

-- Until when a (user, channel) is held after its newest message `last`, with `n` messages in the
-- minute up to it: the group window's end, or a minute after the last once the cap is reached.
-- A null `last` (nothing sent lately) holds nothing.
CREATE FUNCTION notification_held_until(last timestamptz, n bigint, window_ms float8, per_minute integer)
RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  select greatest(last + make_interval(secs => window_ms / 1000),
    case when n >= per_minute then last + interval '1 minute' end)
$$;--> statement-breakpoint

-- The views showing the alarm of each transition: a view whose widgets show its sensor, the
-- sensors of its equipment or of its gateway, or whose rule it is. One branch per kind of
-- subject (a join on an OR of them read every sensor of the gateway for each sensor's alarm).
-- The outbox's fan-out and the live feed both ask this.
CREATE FUNCTION alarm_views(transition_ids bigint[])
RETURNS TABLE (transition_id bigint, view_id integer) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  with tr as materialized (
    select t.id, t.alarm_id from alarm_transitions t where t.id = any(transition_ids)
  ), x as materialized (
    select t.id, a.subject_kind, a.subject_id, a.sensor_id, a.equipment_id, a.network_id
    from tr t join alarms a on a.id = t.alarm_id
  )
  select x.id, w.view_id from x
  join widget_sensors ws on ws.sensor_id = x.sensor_id
  join widgets w on w.id = ws.widget_id
  where x.subject_kind = 'sensor'
  union
  select x.id, w.view_id from x
  join sensors s on s.equipment_id = x.equipment_id
  join widget_sensors ws on ws.sensor_id = s.id
  join widgets w on w.id = ws.widget_id
  where x.subject_kind = 'equipment'
  union
  select x.id, w.view_id from x
  join sensors s on s.network_id = x.network_id
  join widget_sensors ws on ws.sensor_id = s.id
  join widgets w on w.id = ws.widget_id
  where x.subject_kind = 'gateway'
  union
  select x.id, r.view_id from x
  join view_alarm_rules r on r.id = x.subject_id
  where x.subject_kind = 'rule';
END $$;--> statement-breakpoint

-- Writes the outbox rows of these transitions: one per (transition, user, channel) for every
-- user who subscribed, on a view showing the alarm's subject, to that kind of alert (spec core
-- §3 view user alerts: yellow, red, disconnected, cleared) and may still read the view. Nothing
-- for an alarm under a root cause, a suppressed one, or equipment in maintenance or repair now.
-- Returns how many rows it wrote, the customers whose alarms moved, and the (user, channel) of
-- each row written (the sender need not look at rows of users storm control is holding).
CREATE FUNCTION alarm_fan_out(transition_ids bigint[])
RETURNS TABLE (written integer, customer_ids integer[], user_ids integer[], channels text[])
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  n integer;
  users integer[];
  chans text[];
BEGIN
  -- The transitions first, by key: the alarms table only grows (an episode stays as history)
  -- and its statistics lag, so the planner would otherwise start there.
  with tr as materialized (
    select t.id, t.alarm_id, t.kind, t.severity from alarm_transitions t
    where t.id = any(transition_ids) and t.kind in ('opened', 'changed', 'cleared')
  ), t as materialized (
    select t.id, t.kind, t.severity, a.id as alarm_id, a.customer_id,
      a.severity as alarm_severity
    from tr t
    join alarms a on a.id = t.alarm_id
    left join equipment e on e.id = a.equipment_id
    where a.parent_id is null and not a.suppressed
      and not coalesce(e.is_maintenance or e.is_repair, false)
  ), wanted as (
    select distinct on (t.id, vu.user_id, ch.channel)
      t.id, t.alarm_id, t.customer_id, vu.user_id, ch.channel, vu.view_id
    from t
    join alarm_views(array(select id from t)) shown on shown.transition_id = t.id
    join views v on v.id = shown.view_id and v.customer_id = t.customer_id
    join view_users vu on vu.view_id = v.id
    join users u on u.id = vu.user_id
    cross join lateral (values
      ('EMAIL', u.email_alerts),
      ('SMS', u.sms_alerts and coalesce(u.phone, '') <> '')) as ch(channel, wanted)
    where ch.wanted
      -- Still able to read the view (its rules may have changed since they subscribed).
      and (u.is_super or (u.customer_id = v.customer_id and (v.is_public
        or v.creator_id = u.id or vu.can_read or vu.can_update or vu.can_delete or vu.can_share
        or exists (select 1 from user_permissions p where p.user_id = u.id
          and p.customer_id = v.customer_id and p.code = 'mc'))))
      and case
        when t.kind = 'cleared' then vu.alert_cleared
        when t.alarm_severity = 'disconnected' then vu.alert_disconnected
        when t.severity = 'error' then vu.alert_red
        else vu.alert_yellow end
    order by t.id, vu.user_id, ch.channel, vu.view_id
  ), ins as (
    insert into notifications (transition_id, alarm_id, customer_id, user_id, channel, view_id,
      next_attempt_at)
    select id, alarm_id, customer_id, user_id, channel, view_id, now() from wanted
    on conflict (transition_id, user_id, channel) do nothing
    returning user_id, channel
  ), keys as (
    select distinct i.user_id, i.channel from ins i
  )
  select (select count(*)::int from ins), array(select k.user_id from keys k order by 1, k.channel),
    array(select k.channel from keys k order by k.user_id, 1)
  into n, users, chans;
  RETURN QUERY select n, array(select distinct t.customer_id from alarm_transitions t
    where t.id = any(transition_ids)), users, chans;
END $$;--> statement-breakpoint

-- Claims due outbox rows with SKIP LOCKED and a lease (see claimDueNotifications in
-- notifications.repository.ts for what it does and why), returning each claimed row with what
-- its message says.
CREATE FUNCTION claim_notifications(max_rows integer, lease_ms float8, window_ms float8,
  per_minute integer, busy_users integer[], busy_channels text[])
RETURNS TABLE (id bigint, user_id integer, channel text, attempts integer, email text,
  phone text, customer_id integer, customer_name text, alarm_id bigint, kind text,
  severity text, subject_kind text, subject_name text, equipment_name text,
  gateway_name text, value float8, unit text, detail text, at float8, view_id integer,
  view_name text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  with due as (
    select o.id, o.user_id, o.channel, o.next_attempt_at as due_at from notifications o
    where o.status = 'pending' and o.next_attempt_at <= now()
      and (o.user_id, o.channel) not in (select b.user_id, b.channel
        from unnest(busy_users, busy_channels) as b(user_id, channel))
    order by o.next_attempt_at, o.id limit max_rows
    for update skip locked
  ), held as (
    select k.user_id, k.channel,
      notification_held_until(r.last, r.n, window_ms, per_minute) as until
    from (select distinct d.user_id, d.channel from due d) k
    cross join lateral (
      select max(s.sent_at) as last, count(distinct s.sent_at) as n
      from notifications s
      where s.user_id = k.user_id and s.channel = k.channel and s.status = 'sent'
        and s.sent_at > now() - interval '1 minute'
    ) r
    where r.last is not null
  ), deferred as (
    update notifications o set next_attempt_at = h.until
    from due d join held h on h.user_id = d.user_id and h.channel = d.channel
    where o.id = d.id and h.until > now()
  ), claimed as (
    update notifications o
    set next_attempt_at = now() + make_interval(secs => lease_ms / 1000),
      attempts = o.attempts + 1
    from due d
    where o.id = d.id and not exists (select 1 from held h
      where h.user_id = d.user_id and h.channel = d.channel and h.until > now())
    returning o.*, d.due_at
  )
  select c.id, c.user_id, c.channel, c.attempts, u.email, u.phone, c.customer_id,
    acc.name, a.id, t.kind, t.severity, a.subject_kind,
    coalesce(r.name, s.name, e.name, n.name), e.name, n.name, coalesce(t.value, a.value),
    s.unit, a.detail, (extract(epoch from t.created_at) * 1000)::float8, c.view_id, v.name
  from claimed c
  join users u on u.id = c.user_id
  join accounts acc on acc.id = c.customer_id
  join alarm_transitions t on t.id = c.transition_id
  join alarms a on a.id = c.alarm_id
  join networks n on n.id = a.network_id
  left join equipment e on e.id = a.equipment_id
  left join sensors s on s.id = a.sensor_id
  left join view_alarm_rules r on a.subject_kind = 'rule' and r.id = a.subject_id
  left join views v on v.id = c.view_id
  order by min(c.due_at) over (partition by c.user_id, c.channel), c.user_id, c.channel,
    t.created_at, c.id;
END $$;
