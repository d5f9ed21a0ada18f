import { z } from 'zod';
import { requestBodySchema } from '../validation/request-body';
import { consentGivenSchema, consentListSchema, consentPaths, consentWithdrawalSchema } from './consents';
import {
  addSaveSchema,
  authPaths,
  accountPaths,
  outboxMailSchema,
  savedItemListSchema,
  savedItemSchema,
  sessionAnswerSchema,
  signInAnswerSchema,
  userSchema,
} from './auth';
import { apiErrorSchema } from './common';
import { endpoints } from './endpoints';
import { projectItemCalls } from './project-items';
import { specImportCalls } from './spec-imports-calls';
import { specQuoteCalls } from './spec-quotes';
import { specShareCalls } from './spec-shares';
import { specCalls } from './specs-calls';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});
const json = (description: string, schema: z.ZodType) => ({ description, content: { 'application/json': { schema: jsonSchema(schema) } } });
const status = (value: string) => z.object({ status: z.literal(value) });

export interface AccountCall {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  bearer?: boolean;
  body?: z.ZodType;
  query?: Record<string, z.ZodType>;
  ok: { status: number; description: string; schema?: z.ZodType };
  errors: Record<number, string>;
}

/** The account side of the contract (fixed paths and the auth module's default paths). */
const accountCalls: AccountCall[] = [
  {
    method: 'post',
    path: authPaths.signUp.path,
    summary: 'Registration: creates an inactive user and mails the activation link',
    body: requestBodySchema('registration', { omit: ['agreement', 'personalDataConsent'] }),
    ok: { status: 201, description: 'Created', schema: status('created') },
    errors: { 400: 'Invalid field (data: the Russian message)', 409: 'E-mail already registered' },
  },
  {
    method: 'post',
    path: accountPaths.activate,
    summary: 'Activation by the code from the mail',
    ok: { status: 200, description: 'Activated', schema: status('activated') },
    errors: { 404: 'Unknown or used code' },
  },
  {
    method: 'post',
    path: authPaths.signIn.path,
    summary: 'Sign-in: a string token and a refresh token',
    body: requestBodySchema('login'),
    ok: { status: 200, description: 'Signed in', schema: signInAnswerSchema },
    errors: { 401: 'Wrong e-mail or password', 403: 'Account not activated' },
  },
  {
    method: 'get',
    path: authPaths.session.path,
    summary: 'The session of the bearer token',
    bearer: true,
    ok: { status: 200, description: 'Session data', schema: sessionAnswerSchema },
    errors: { 401: 'Token missing, unknown or expired' },
  },
  {
    method: 'post',
    path: authPaths.refresh.path,
    summary: 'New token pair; the refresh token rotates (reuse revokes the sign-in)',
    bearer: true,
    body: z.object({ refreshToken: z.string() }),
    ok: { status: 200, description: 'New tokens', schema: signInAnswerSchema },
    errors: { 401: 'Refresh token unknown, expired, revoked or reused' },
  },
  {
    method: 'post',
    path: authPaths.signOut.path,
    summary: 'Sign-out: revokes the token and its refresh token',
    bearer: true,
    body: z.object({ refreshToken: z.string().optional() }),
    ok: { status: 200, description: 'Signed out', schema: status('signed-out') },
    errors: { 401: 'Neither token known' },
  },
  {
    method: 'post',
    path: accountPaths.resetRequest,
    summary: 'Password reset request: mails a code (the e-mail as a query parameter) when the address has an account',
    query: { email: z.email() },
    ok: {
      status: 200,
      description: 'The same answer whether or not the address has an account; only a real one gets mail',
      schema: status('sent'),
    },
    errors: { 400: 'Invalid e-mail' },
  },
  {
    method: 'post',
    path: accountPaths.reset,
    summary: 'Password reset with the mailed code',
    body: requestBodySchema('recovery2'),
    ok: { status: 200, description: 'Password changed', schema: status('changed') },
    errors: { 400: 'Invalid field, or the code is wrong or expired' },
  },
  {
    method: 'post',
    path: accountPaths.editProfile,
    summary: 'Profile edit',
    bearer: true,
    body: requestBodySchema('profile'),
    ok: { status: 200, description: 'Updated user', schema: z.object({ user: userSchema }) },
    errors: { 400: 'Invalid field', 401: 'Not signed in' },
  },
  {
    method: 'post',
    path: accountPaths.editPassword,
    summary: 'Password change; needs the current password',
    bearer: true,
    body: requestBodySchema('passwordChange'),
    ok: { status: 200, description: 'Password changed', schema: status('changed') },
    errors: { 400: 'Invalid field or wrong current password', 401: 'Not signed in' },
  },
  {
    method: 'get',
    path: accountPaths.saves,
    summary: "The user's saved items, newest first",
    bearer: true,
    ok: { status: 200, description: 'Saved items', schema: savedItemListSchema },
    errors: { 401: 'Not signed in' },
  },
  {
    method: 'post',
    path: accountPaths.saves,
    summary: 'Save a product or a panel design (idempotent: 200 with the existing item)',
    bearer: true,
    body: addSaveSchema,
    ok: { status: 201, description: 'Saved', schema: savedItemSchema },
    errors: { 400: 'Invalid item', 401: 'Not signed in', 404: 'No such product or panel' },
  },
  {
    method: 'delete',
    path: accountPaths.save,
    summary: 'Remove a saved item',
    bearer: true,
    ok: { status: 204, description: 'Removed' },
    errors: { 401: 'Not signed in', 404: "Unknown, or another user's item" },
  },
  {
    method: 'post',
    path: consentPaths.record,
    summary:
      "Consent log: record a consent given on a form (the bearer's user, or without a token the e-mail/phone given). " +
      'Append-only: no call changes or deletes a record',
    body: consentGivenSchema,
    ok: { status: 201, description: 'Recorded', schema: z.object({ id: z.number().int().positive() }) },
    errors: { 400: 'Invalid record, or no subject', 401: 'Token given but not live' },
  },
  {
    method: 'get',
    path: consentPaths.mine,
    summary: "The user's consents, newest first, each with its withdrawal's date when withdrawn",
    bearer: true,
    ok: { status: 200, description: 'Consents', schema: consentListSchema },
    errors: { 401: 'Not signed in' },
  },
  {
    method: 'post',
    path: consentPaths.withdraw,
    summary: "Withdraw one of the user's consents: a withdrawal record of its own",
    bearer: true,
    body: consentWithdrawalSchema,
    ok: { status: 201, description: 'Withdrawn', schema: status('withdrawn') },
    errors: { 401: 'Not signed in', 404: "Unknown, or another user's consent", 409: 'Already withdrawn' },
  },
  {
    method: 'get',
    path: accountPaths.outbox,
    summary: 'Embedded API only (a demo tool): the mails it would have sent',
    ok: { status: 200, description: 'Mails, newest first', schema: z.array(outboxMailSchema) },
    errors: {},
  },
];

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));

/**
 * The upstream contract as OpenAPI 3.1, built from the zod schemas in shared/contract — the
 * document a backend team implements against. The embedded API serves it at /api/openapi.json.
 */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (path: string, method: string, operation: unknown) => {
    paths[path] = { ...paths[path], [method]: operation };
  };

  for (const [name, endpoint] of Object.entries(endpoints)) {
    const query = jsonSchema(endpoint.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    add(endpoint.path, 'get', {
      operationId: name,
      summary: endpoint.summary,
      parameters: [
        ...pathParameters(endpoint.path).map((p) => ({
          ...p,
          schema: (jsonSchema(endpoint.params, 'input') as { properties?: Record<string, JsonSchema> }).properties?.[p.name!] ?? p.schema,
        })),
        ...Object.entries(query.properties ?? {}).map(([key, schema]) => ({
          name: key,
          in: 'query',
          required: query.required?.includes(key) ?? false,
          schema,
        })),
      ],
      responses: {
        200: json('OK', endpoint.response),
        400: errorResponse('Invalid query'),
        404: errorResponse('Not found (also for a malformed path parameter)'),
      },
    });
  }

  for (const call of [...accountCalls, ...specCalls, ...specImportCalls, ...specShareCalls, ...specQuoteCalls, ...projectItemCalls]) {
    add(call.path, call.method, {
      summary: call.summary,
      ...(call.bearer ? { security: [{ bearer: [] }] } : {}),
      parameters: [
        ...pathParameters(call.path),
        ...Object.entries(call.query ?? {}).map(([key, schema]) => ({
          name: key,
          in: 'query',
          required: true,
          schema: jsonSchema(schema),
        })),
      ],
      ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body) } } } } : {}),
      responses: {
        [call.ok.status]: call.ok.schema ? json(call.ok.description, call.ok.schema) : { description: call.ok.description },
        ...Object.fromEntries(Object.entries(call.errors).map(([code, description]) => [code, errorResponse(description)])),
      },
    });
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Upstream API of the company site',
      version: '1.0.0',
      description:
        'What the BFF expects of its upstream. Every error answer is ApiError, whose `data` is a Russian message shown to ' +
        'people. Menu paths and shapes are fixed; auth-module paths are the defaults (configurable in the BFF).',
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema) },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
