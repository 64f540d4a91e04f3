export type EmailMessage = { to: string; subject: string; text: string; html: string };

/** Delivers one email or throws; the job queue retries failures. */
export type Mailer = { send(message: EmailMessage): Promise<void> };
