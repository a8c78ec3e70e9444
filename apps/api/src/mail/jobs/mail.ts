import { z } from "zod";
import { isProduction } from "../../platform/env.ts";
import { defineJob } from "../../platform/jobs/define.ts";
import { mailJobKind } from "../mailer.ts";

/** Delivers one outbox row; a mail is `failed` only when the queue gives up on it (until then it waits for its retry). */
export const mailJob = defineJob({
  kind: mailJobKind,
  lane: "urgent",
  resource: "smtp",
  payload: z.object({ outboxId: z.string() }),
  run: (services, { outboxId }) =>
    services.mailer.deliver(outboxId, { eraseSensitive: isProduction(services.env), now: services.now() }),
  gaveUp: (services, { outboxId }, error) => services.mailer.markFailed(outboxId, error),
});
