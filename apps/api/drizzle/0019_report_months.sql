CREATE TABLE "report_months" (
	"month" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"record" jsonb
);
--> statement-breakpoint
-- Clears the stored figures of the months a change moves (docs/decisions/reports.md). Only rows
-- that exist are touched, and the reports store only closed months, so a write in this month locks nothing.
CREATE FUNCTION report_months_touch(months text[], running boolean) RETURNS void LANGUAGE sql AS $$
  UPDATE report_months SET version = version + 1, record = NULL
  WHERE CASE WHEN running THEN month >= (SELECT min(m) FROM unnest(months) m) ELSE month = ANY (months) END;
$$;
--> statement-breakpoint
CREATE FUNCTION report_month_of(instant timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char((instant AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM');
$$;
--> statement-breakpoint
CREATE FUNCTION report_months_follow_donations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_months_touch(array_agg(DISTINCT m), false)
    FROM new_rows, unnest(ARRAY[report_month_of(paid_at), report_month_of(created_at), left(cycle_due_day, 7)]) m
    WHERE m IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_months_touch(array_agg(DISTINCT m), false)
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      unnest(ARRAY[report_month_of(n.paid_at), report_month_of(n.created_at), left(n.cycle_due_day, 7),
        report_month_of(o.paid_at), report_month_of(o.created_at), left(o.cycle_due_day, 7)]) m
    WHERE m IS NOT NULL
      AND (n.status, n.paid_at, n.created_at, n.cycle_due_day, n.amount, n.type, n.channel, n.campaign_slug, n.recurring_plan_id)
        IS DISTINCT FROM (o.status, o.paid_at, o.created_at, o.cycle_due_day, o.amount, o.type, o.channel, o.campaign_slug, o.recurring_plan_id);
  ELSE
    PERFORM report_months_touch(array_agg(DISTINCT m), false)
    FROM old_rows, unnest(ARRAY[report_month_of(paid_at), report_month_of(created_at), left(cycle_due_day, 7)]) m
    WHERE m IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_months_on_donation_insert AFTER INSERT ON donations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_donations();
--> statement-breakpoint
CREATE TRIGGER report_months_on_donation_update AFTER UPDATE ON donations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_donations();
--> statement-breakpoint
CREATE TRIGGER report_months_on_donation_delete AFTER DELETE ON donations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_donations();
--> statement-breakpoint
-- Plans and points are running totals: a change in a month moves that month and every later one.
CREATE FUNCTION report_months_follow_plans() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_months_touch(array_agg(report_month_of(created_at)), true) FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_months_touch(array_agg(m), true)
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      unnest(ARRAY[report_month_of(n.created_at), report_month_of(o.created_at),
        report_month_of(coalesce(n.stopped_at, n.updated_at)), report_month_of(coalesce(o.stopped_at, o.updated_at))]) m
    WHERE (n.status, n.amount, n.stopped_at, n.created_at, CASE WHEN n.status = 'inactive' AND n.stopped_at IS NULL THEN n.updated_at END)
      IS DISTINCT FROM (o.status, o.amount, o.stopped_at, o.created_at, CASE WHEN o.status = 'inactive' AND o.stopped_at IS NULL THEN o.updated_at END);
  ELSE
    PERFORM report_months_touch(array_agg(report_month_of(created_at)), true) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_months_on_plan_insert AFTER INSERT ON recurring_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_plans();
--> statement-breakpoint
CREATE TRIGGER report_months_on_plan_update AFTER UPDATE ON recurring_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_plans();
--> statement-breakpoint
CREATE TRIGGER report_months_on_plan_delete AFTER DELETE ON recurring_plans
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_plans();
--> statement-breakpoint
CREATE FUNCTION report_months_follow_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_months_touch(array_agg(report_month_of(coalesce(decided_at, created_at))), true) FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_months_touch(array_agg(m), true)
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      unnest(ARRAY[report_month_of(coalesce(n.decided_at, n.created_at)), report_month_of(coalesce(o.decided_at, o.created_at))]) m
    WHERE (n.status, n.type, n.points, n.amount, n.reason, n.decided_at, n.created_at)
      IS DISTINCT FROM (o.status, o.type, o.points, o.amount, o.reason, o.decided_at, o.created_at);
  ELSE
    PERFORM report_months_touch(array_agg(report_month_of(coalesce(decided_at, created_at))), true) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_months_on_ledger_insert AFTER INSERT ON point_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_ledger();
--> statement-breakpoint
CREATE TRIGGER report_months_on_ledger_update AFTER UPDATE ON point_ledger
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_ledger();
--> statement-breakpoint
CREATE TRIGGER report_months_on_ledger_delete AFTER DELETE ON point_ledger
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_months_follow_ledger();
