import { defineJob } from "../../platform/jobs/define.ts";
import { mailStatement, statementMailJobKind, statementMailPayload } from "../yearly-statement.ts";

/** One donor's yearly statement mail (docs/decisions/statement.md). */
export const statementMailJob = defineJob({
  kind: statementMailJobKind,
  lane: "bulk",
  payload: statementMailPayload,
  run: (services, payload, job) => mailStatement(services, payload, job),
});
