import type { PushChannel } from '@repasse/core/contract/notifications';

/** One push to one device, as the platform hands it to a push provider. */
export type PushMessage = {
  token: string;
  /** The Android channel and the sound it rings with (`pushChannels`). */
  channel: PushChannel;
  platform: 'web' | 'ios' | 'android';
  title: string;
  body: string;
  /** Opened when the notification is tapped (a path of the web app, or an absolute URL). */
  url: string | null;
  /** The same place as an absolute URL of the platform (web push opens it in a browser). */
  webLink: string | null;
};

/** What a provider answered: accepted (with its message id), or the token is gone for good. */
export type PushResult =
  | { outcome: 'sent'; providerMessageId: string }
  | { outcome: 'unregistered'; error: string };

export type PushProvider = {
  kind: 'fcm' | 'sandbox';
  send(message: PushMessage): Promise<PushResult>;
};

/** A failure worth retrying later (timeouts, quota, the provider's 5xx). */
export class PushRetryableError extends Error {
  override name = 'PushRetryableError';
  /** The provider's Retry-After, when it said one: no attempt before it. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, options?: ErrorOptions & { retryAfterSeconds?: number }) {
    super(message, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** A failure retrying will not fix (a malformed message, refused credentials). */
export class PushPermanentError extends Error {
  override name = 'PushPermanentError';
}

/** FCM HTTP v1 settings: the project and its service account (the JSON Google hands out). */
export type FcmSettings = {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  /** Overridable for tests: the send API's base and the OAuth2 token endpoint. */
  url: string;
  tokenUrl: string;
};

/** Push configuration: FCM when a service account is set, otherwise the sandbox. */
export type PushSettings = { kind: 'sandbox' } | ({ kind: 'fcm' } & FcmSettings);
