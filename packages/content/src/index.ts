export { foundation, languageNames, type SocialNetwork } from "./foundation.ts";
