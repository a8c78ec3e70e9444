import { z } from "zod";
import { defineJob } from "../../platform/jobs/define.ts";
import { runStatementSchedule, statementScheduleJobKind } from "../yearly-statement.ts";

/** Early January: queues every donor's statement mail of the year, and next year's schedule. */
export const statementScheduleJob = defineJob({
  kind: statementScheduleJobKind,
  lane: "bulk",
  payload: z.object({ year: z.number() }),
  run: (services, { year }) => runStatementSchedule(services, year),
});
