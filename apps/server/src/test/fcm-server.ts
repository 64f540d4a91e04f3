import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FcmSettings } from '../providers/push/types.ts';

/** What the fake FCM answers to a send: a status and a body (FCM's error shape for errors). */
export type FcmAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export const fcmError = (status: number, statusName: string, errorCode?: string): FcmAnswer => ({
  status,
  body: {
    error: {
      code: status,
      message: statusName,
      status: statusName,
      ...(errorCode
        ? {
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode },
            ],
          }
        : {}),
    },
  },
});

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for Google's token endpoint and FCM HTTP v1's send endpoint: it checks the
 * service account's signed JWT with the account's public key, hands out access tokens, and
 * answers sends with whatever `answers` holds next (success when empty).
 */
export async function startFakeFcm() {
  const state = {
    tokenRequests: [] as { grantType: string | null; assertion: string }[],
    sends: [] as {
      path: string;
      authorization: string | undefined;
      body: { message: Record<string, unknown> };
    }[],
    answers: [] as FcmAnswer[],
    tokenAnswers: [] as FcmAnswer[],
    issued: 0,
  };
  const server: Server = createServer(async (request, response) => {
    const text = await bodyOf(request);
    const reply = (answer: FcmAnswer) => {
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        ...answer.headers,
      });
      response.end(JSON.stringify(answer.body));
    };
    if (request.url === '/token') {
      const form = new URLSearchParams(text);
      state.tokenRequests.push({
        grantType: form.get('grant_type'),
        assertion: form.get('assertion') ?? '',
      });
      const next = state.tokenAnswers.shift();
      if (next) return reply(next);
      state.issued += 1;
      return reply({
        status: 200,
        body: { access_token: `access-${state.issued}`, expires_in: 3600, token_type: 'Bearer' },
      });
    }
    if (request.url?.endsWith('/messages:send')) {
      state.sends.push({
        path: request.url,
        authorization: request.headers.authorization,
        body: JSON.parse(text),
      });
      return reply(
        state.answers.shift() ?? {
          status: 200,
          body: { name: `projects/repasse-test/messages/${state.sends.length}` },
        },
      );
    }
    reply({ status: 404, body: {} });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings: FcmSettings = {
    projectId: 'repasse-test',
    clientEmail: 'push@repasse-test.iam.gserviceaccount.com',
    privateKey,
    url: base,
    tokenUrl: `${base}/token`,
  };
  return {
    state,
    settings,
    publicKey: keys.publicKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
