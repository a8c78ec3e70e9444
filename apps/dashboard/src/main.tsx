import "@rimbun/ui/font.css";
import "@rimbun/ui/styles.css";
import "./app/app.css";
import { parseWithoutEval } from "@rimbun/domain/schemas/without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";

// Before any form's first check: zod must not probe for eval under the policy (docs/decisions/csp.md).
parseWithoutEval();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
