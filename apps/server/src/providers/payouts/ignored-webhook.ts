/**
 * An authentic webhook that carries no final payout state (a provider's "pending" or "created"
 * event, or a transfer that is not ours). The route should answer 200 and change nothing: some
 * providers (Asaas) pause their whole queue after repeated non-200 answers.
 */
export class IgnoredWebhookError extends Error {}
