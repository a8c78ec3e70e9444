import type { MessageId } from "@rimbun/domain/messages";

/* The form's entries without the check (volunteer-signup-check.ts loads zod, on the first submit). */

export interface VolunteerSignupState {
  firstname: string;
  lastname: string;
  email: string;
  /** Digits after +62. */
  phone: string;
  sex: "" | "female" | "male";
  birthdate: string;
  province: string;
  city: string;
  occupation: string;
  institution: string;
  hobby: string;
  source: string;
  motivation: string;
  instagram: string;
  agreement: boolean;
}

export const emptyVolunteerSignup: VolunteerSignupState = {
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  sex: "",
  birthdate: "",
  province: "",
  city: "",
  occupation: "",
  institution: "",
  hobby: "",
  source: "",
  motivation: "",
  instagram: "",
  agreement: false,
};

export type VolunteerSignupErrors = Partial<Record<keyof VolunteerSignupState, MessageId>>;
