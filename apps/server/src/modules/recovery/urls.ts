import type { FastifyInstance } from 'fastify';

const base = (app: FastifyInstance) => app.config.publicUrl.replace(/\/+$/, '');

/** The checkout reopened for the buyer of a message: the token prefills it and counts the click. */
export const recoveryLinkUrl = (app: FastifyInstance, productId: string, token: string) =>
  `${base(app)}/checkout/${encodeURIComponent(productId)}?r=${token}`;

/** The page where a buyer stops a seller's messages. */
export const optOutUrl = (app: FastifyInstance, token: string) => `${base(app)}/opt-out/${token}`;

/** Where the seller tops up, for the email that says outreach is waiting. */
export const recoveryScreenUrl = (app: FastifyInstance) => `${base(app)}/recovery`;
