-- Trigram indexes for the staff search (docs/decisions/donor-support.md): pg_trgm ships with PostgreSQL's contrib and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "donations_fullname_words_trgm_idx" ON "donations" USING gin ((' ' || translate(lower("fullname"), 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçý-.', 'aaaaaaaeeeeeiiiiioooooouuuuuncy  ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_phone_trgm_idx" ON "donations" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_words_trgm_idx" ON "users" USING gin ((' ' || translate(lower("name"), 'áàâäãåāéèêëēíìîïīóòôöõōúùûüūñçý-.', 'aaaaaaaeeeeeiiiiioooooouuuuuncy  ')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);