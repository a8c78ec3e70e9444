-- Running balances kept by the database in the transaction of every ledger or donation change
-- (docs/decisions/ledger-aggregates.md): statement-level triggers with transition tables, so a bulk insert
-- costs one grouped upsert and no writer (service, seed, test or a staffer's SQL) can miss them.
CREATE FUNCTION point_balances_apply(user_ids text[], types text[], statuses text[], reasons text[], amounts numeric[], signs int[])
RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT * FROM unnest(user_ids, types, statuses, reasons, amounts, signs) AS c(user_id, type, status, reason, points, sign)
  ), d AS (
    SELECT user_id,
      sum(CASE WHEN status = 'approved' AND type IN ('earn', 'adjust') AND reason NOT IN ('referred-monthly-donor', 'refund:referred-monthly-donor') THEN sign * points ELSE 0 END) AS point,
      sum(CASE WHEN status = 'approved' AND type IN ('donate', 'withdraw', 'redeem') AND reason NOT IN ('referred-monthly-donor', 'refund:referred-monthly-donor') THEN sign * points ELSE 0 END) AS withdrawal_point,
      sum(CASE WHEN status = 'pending' AND type IN ('donate', 'withdraw', 'redeem') AND reason NOT IN ('referred-monthly-donor', 'refund:referred-monthly-donor') THEN sign * points ELSE 0 END) AS withdrawal_hold,
      sum(CASE WHEN status = 'approved' AND reason = 'referred-monthly-donor' THEN sign
               WHEN status = 'approved' AND reason = 'refund:referred-monthly-donor' THEN -sign ELSE 0 END)::int AS referred
    FROM c GROUP BY user_id
  )
  INSERT INTO point_balances AS b (user_id, point, withdrawal_point, withdrawal_hold, referred_monthly_donors)
  SELECT d.user_id, d.point, d.withdrawal_point, d.withdrawal_hold, d.referred
  FROM d JOIN users u ON u.id = d.user_id
  WHERE d.point <> 0 OR d.withdrawal_point <> 0 OR d.withdrawal_hold <> 0 OR d.referred <> 0
  ORDER BY d.user_id
  ON CONFLICT (user_id) DO UPDATE SET
    point = b.point + excluded.point,
    withdrawal_point = b.withdrawal_point + excluded.withdrawal_point,
    withdrawal_hold = b.withdrawal_hold + excluded.withdrawal_hold,
    referred_monthly_donors = b.referred_monthly_donors + excluded.referred_monthly_donors;
$$;
--> statement-breakpoint
CREATE FUNCTION point_balances_follow_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM point_balances_apply(array_agg(user_id), array_agg(type), array_agg(status), array_agg(reason), array_agg(points), array_agg(1))
    FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM point_balances_apply(array_agg(c.user_id), array_agg(c.type), array_agg(c.status), array_agg(c.reason), array_agg(c.points), array_agg(c.sign))
    FROM (
      SELECT user_id, type, status, reason, points, 1 AS sign FROM new_rows
      UNION ALL
      SELECT user_id, type, status, reason, points, -1 FROM old_rows
    ) c;
  ELSE
    PERFORM point_balances_apply(array_agg(user_id), array_agg(type), array_agg(status), array_agg(reason), array_agg(points), array_agg(-1))
    FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER point_balances_on_insert AFTER INSERT ON point_ledger
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION point_balances_follow_ledger();
--> statement-breakpoint
CREATE TRIGGER point_balances_on_update AFTER UPDATE ON point_ledger
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION point_balances_follow_ledger();
--> statement-breakpoint
CREATE TRIGGER point_balances_on_delete AFTER DELETE ON point_ledger
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION point_balances_follow_ledger();
--> statement-breakpoint
-- A donor's badge total: successful donations of their account or their e-mail (as badgePoints reads them).
CREATE FUNCTION badge_totals_apply(user_ids text[], emails text[], amounts bigint[], signs int[])
RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT * FROM unnest(user_ids, emails, amounts, signs) AS c(user_id, email, amount, sign)
  ), matched AS (
    SELECT u.id, c.sign * c.amount AS delta FROM c JOIN users u ON u.id = c.user_id
    UNION ALL
    SELECT u.id, c.sign * c.amount FROM c JOIN users u ON lower(u.email) = lower(c.email)
    WHERE c.user_id IS DISTINCT FROM u.id
  ), d AS (
    SELECT id, sum(delta)::bigint AS delta FROM matched GROUP BY id HAVING sum(delta) <> 0
  )
  INSERT INTO badge_totals AS b (user_id, amount)
  SELECT id, delta FROM d ORDER BY id
  ON CONFLICT (user_id) DO UPDATE SET amount = b.amount + excluded.amount;
$$;
--> statement-breakpoint
CREATE FUNCTION badge_totals_follow_donations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM badge_totals_apply(array_agg(user_id), array_agg(email), array_agg(amount), array_agg(1))
    FROM new_rows WHERE status = 'done';
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM badge_totals_apply(array_agg(c.user_id), array_agg(c.email), array_agg(c.amount), array_agg(c.sign))
    FROM (
      SELECT n.user_id, n.email, n.amount, 1 AS sign
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'done' AND (o.status, o.user_id, o.email, o.amount) IS DISTINCT FROM (n.status, n.user_id, n.email, n.amount)
      UNION ALL
      SELECT o.user_id, o.email, o.amount, -1
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.status = 'done' AND (o.status, o.user_id, o.email, o.amount) IS DISTINCT FROM (n.status, n.user_id, n.email, n.amount)
    ) c;
  ELSE
    PERFORM badge_totals_apply(array_agg(user_id), array_agg(email), array_agg(amount), array_agg(-1))
    FROM old_rows WHERE status = 'done';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER badge_totals_on_insert AFTER INSERT ON donations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_totals_follow_donations();
--> statement-breakpoint
CREATE TRIGGER badge_totals_on_update AFTER UPDATE ON donations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_totals_follow_donations();
--> statement-breakpoint
CREATE TRIGGER badge_totals_on_delete AFTER DELETE ON donations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_totals_follow_donations();
--> statement-breakpoint
-- A new account (or a changed e-mail) starts from what its e-mail already gave.
CREATE FUNCTION badge_totals_follow_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO badge_totals AS b (user_id, amount)
    SELECT n.id, coalesce((SELECT sum(d.amount) FROM donations d
      WHERE d.status = 'done' AND (d.user_id = n.id OR lower(d.email) = lower(n.email))), 0)
    FROM new_rows n ORDER BY n.id
    ON CONFLICT (user_id) DO UPDATE SET amount = excluded.amount;
  ELSE
    INSERT INTO badge_totals AS b (user_id, amount)
    SELECT n.id, coalesce((SELECT sum(d.amount) FROM donations d
      WHERE d.status = 'done' AND (d.user_id = n.id OR lower(d.email) = lower(n.email))), 0)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE lower(o.email) IS DISTINCT FROM lower(n.email) ORDER BY n.id
    ON CONFLICT (user_id) DO UPDATE SET amount = excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER badge_totals_on_user_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_totals_follow_users();
--> statement-breakpoint
CREATE TRIGGER badge_totals_on_user_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_totals_follow_users();
