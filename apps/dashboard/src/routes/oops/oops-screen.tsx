import { useParams } from "react-router";
import { ErrorPage } from "../../components/error-page.tsx";

/** `/oops/404` and `/oops/500`; any other code is a missing page. */
export function OopsScreen() {
  const { code } = useParams();
  return <ErrorPage code={code === "500" ? "500" : "404"} />;
}
