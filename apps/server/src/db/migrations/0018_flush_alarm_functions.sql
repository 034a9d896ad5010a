-- The rest of a flush's alarm and status statements as functions (docs/adr/016): a sensor's
-- threshold alarm steps (delete, update, insert, their transitions) in one call rather than four
-- statements, and the equipment status of moved sensors (lock and store) in one rather than two.
-- Each statement the server sends is planned again on every call; a function's are kept.

-- Moves alarms to their next phase: [{id, p (phase), sv (severity), v (value), d (detail),
-- du (due, ms), at (ms)}]. A pending alarm follows its readings; a cleared one keeps the value it
-- opened (or changed) at.
CREATE FUNCTION alarms_update(changes jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  update alarms a set
    opened_at = case when a.phase = 'pending' and u.p = 'open' then to_timestamp(u.at / 1000.0)
      else a.opened_at end,
    cleared_at = case when u.p = 'cleared' then to_timestamp(u.at / 1000.0) else a.cleared_at end,
    value = case when u.p = 'cleared' then a.value else u.v end,
    detail = case when u.p = 'cleared' then a.detail else u.d end,
    phase = u.p, severity = u.sv,
    due_at = case when u.du is null then null else to_timestamp(u.du / 1000.0) end,
    updated_at = now()
  from jsonb_to_recordset(changes)
    as u(id bigint, p text, sv text, v float8, d text, du float8, at float8)
  where a.id = u.id;
END $$;--> statement-breakpoint

-- Records transitions [{a (alarm), k (kind), s (severity), v (value), at (ms)}]; returns their
-- ids (the outbox's keys).
CREATE FUNCTION alarms_insert_transitions(transitions jsonb)
RETURNS TABLE (id bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  insert into alarm_transitions (alarm_id, customer_id, kind, severity, value, created_at)
  select a.id, a.customer_id, u.k, u.s, u.v, to_timestamp(u.at / 1000.0)
  from jsonb_to_recordset(transitions) as u(a bigint, k text, s text, v float8, at float8)
  join alarms a on a.id = u.a
  returning id;
END $$;--> statement-breakpoint

-- A flush's (or the sweep's) threshold alarm steps, worked out by the engine from the live
-- alarms it locked: pending alarms back to normal deleted, the others moved (alarms_update), new
-- ones inserted [{s (sensor), p, sv, v, d, st (started, ms), du, at}] with the sensor's customer,
-- gateway and equipment (suppressed in maintenance or repair; a sensor that has a live one
-- already is skipped by the partial unique key), and the transitions recorded: those given, and
-- 'opened' for each alarm inserted open. Returns a row per alarm inserted (its sensor) and one
-- per transition (its id).
CREATE FUNCTION step_sensor_alarms(deletes bigint[], changes jsonb, inserts jsonb,
  transitions jsonb, threshold_rule text)
RETURNS TABLE (sensor_id integer, transition_id bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  IF cardinality(deletes) > 0 THEN
    delete from alarms where id = any(deletes);
  END IF;
  IF jsonb_array_length(changes) > 0 THEN
    PERFORM alarms_update(changes);
  END IF;
  IF jsonb_array_length(transitions) > 0 THEN
    RETURN QUERY select null::integer, t.id from alarms_insert_transitions(transitions) t;
  END IF;
  IF jsonb_array_length(inserts) > 0 THEN
    RETURN QUERY
    with opened as (
      insert into alarms (customer_id, subject_kind, subject_id, rule, network_id, equipment_id,
        sensor_id, phase, severity, value, detail, started_at, due_at, opened_at, suppressed)
      select s.customer_id, 'sensor', s.id, threshold_rule, s.network_id, s.equipment_id, s.id,
        u.p, u.sv, u.v, u.d, to_timestamp(u.st / 1000.0),
        case when u.du is null then null else to_timestamp(u.du / 1000.0) end,
        case when u.p = 'open' then to_timestamp(u.at / 1000.0) end,
        e.is_maintenance or e.is_repair
      from jsonb_to_recordset(inserts)
        as u(s int, p text, sv text, v float8, d text, st float8, du float8, at float8)
      join sensors s on s.id = u.s
      join equipment e on e.id = s.equipment_id
      on conflict (subject_kind, subject_id, rule) where phase in ('pending', 'open') do nothing
      returning id, customer_id, sensor_id, phase, severity, value, opened_at
    ), tr as (
      insert into alarm_transitions (alarm_id, customer_id, kind, severity, value, created_at)
      select id, customer_id, 'opened', severity, value, opened_at from opened
      where phase = 'open'
      returning id
    )
    select o.sensor_id, null::bigint from opened o
    union all
    select null::integer, tr.id from tr;
  END IF;
END $$;--> statement-breakpoint

-- The equipment whose worst sensor status moved, given the sensors whose status changed (their
-- status before and the reading's time), `ranks` being the domain's SENSOR_STATUS_RANK (best to
-- worst). Locks their equipment first, in id order (lockEquipment's rule: a concurrent writer of
-- another sensor of the same device has committed before the next statement reads), stores the
-- worst status now in equipment.sensor_status, and returns each device whose worst status moved
-- with its rank before and after.
CREATE FUNCTION equipment_status_moves(sensor_ids integer[], olds text[], times float8[],
  ranks text[])
RETURNS TABLE (equipment_id integer, customer_id integer, t float8, rank_before integer,
  rank_after integer) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM 1 from equipment e
  where e.id = any(array(select s.equipment_id from sensors s where s.id = any(sensor_ids)))
  order by e.id for no key update;
  RETURN QUERY
  with ch as (
    select * from unnest(sensor_ids, olds, times) as u(id, old, t)
  ), eq as (
    select s.equipment_id as id, max(ch.t) as t from ch join sensors s on s.id = ch.id
    group by s.equipment_id
  ), ranked as (
    select eq.id, e.customer_id, eq.t,
      max(coalesce(array_position(ranks, coalesce(ch.old, s.status)), 1) - 1) as rank_before,
      max(coalesce(array_position(ranks, s.status), 1) - 1) as rank_after
    from eq
    join equipment e on e.id = eq.id
    join sensors s on s.equipment_id = eq.id
    left join ch on ch.id = s.id
    group by eq.id, e.customer_id, eq.t
  ), stored as (
    update equipment e set sensor_status = ranks[r.rank_after + 1]
    from ranked r
    where e.id = r.id and e.sensor_status <> ranks[r.rank_after + 1]
  )
  select r.id, r.customer_id, r.t, r.rank_before, r.rank_after from ranked r
  where r.rank_before <> r.rank_after;
END $$;
