// The contact form (accounts-dashboard-and-pages.md §2.16, §3 "Contact message", §5): stored, and e-mailed to
// support when the server has SMTP set up (guide DECISIONS "Pages the original only simulated").
import { z } from "zod";

export const CONTACT_SUBJECTS = ["technical", "formatting", "feature", "bug", "general", "other"] as const;
export const CONTACT_SUBJECT_NAMES: Readonly<Record<(typeof CONTACT_SUBJECTS)[number], string>> = {
  technical: "Technical support",
  formatting: "Help with formatting a binder",
  feature: "Feature request",
  bug: "Report a problem",
  general: "General question",
  other: "Something else",
};

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Please choose a subject",
  messageRequired: "Please write your message",
  sentTitle: "Message sent",
  sentText: "Thank you. We usually answer within 24-48 hours, by e-mail.",
  failedTitle: "Message not sent",
  failedText: "Your message could not be sent. Please try again in a moment.",
  tooMany: "You have sent several messages in a short time. Please wait an hour before sending another.",
  responseTime: "We answer within 24-48 hours.",
} as const;

export const ZContactRequest = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.nameRequired).max(100),
  email: z.string().trim().max(254).pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  subject: z.enum(CONTACT_SUBJECTS, CONTACT_MESSAGES.subjectRequired),
  message: z.string().trim().min(1, CONTACT_MESSAGES.messageRequired).max(5000),
});
export type TContactRequest = z.input<typeof ZContactRequest>;
export const ZContactResponse = z.object({ message: z.string() });
