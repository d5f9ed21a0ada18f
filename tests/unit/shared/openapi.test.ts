import { describe, expect, it } from 'vitest';
import { accountPaths, authPaths } from '#shared/contract/auth';
import { endpoints } from '#shared/contract/endpoints';
import { buildOpenApiDocument } from '#shared/contract/openapi';
import { projectItemPaths, projectLimits } from '#shared/contract/project-items';
import { specPaths } from '#shared/contract/specs';
import { openTestApi } from '../embedded/harness';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string }>;
        requestBody?: { content: Record<string, { schema: { properties?: Record<string, { maxLength?: number; minLength?: number }> } }> };
        responses: Record<string, unknown>;
      }
    >
  >;
};

describe('the published contract (OpenAPI)', () => {
  const doc = buildOpenApiDocument() as Doc;

  it('is OpenAPI 3.1 and lists every read of the registry with its path parameters', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) {
      const operation = doc.paths[endpoint.path]?.get;
      expect(operation, endpoint.path).toBeDefined();
      for (const [, name] of endpoint.path.matchAll(/\{(\w+)\}/g))
        expect(operation!.parameters!.some((p) => p.name === name && p.in === 'path')).toBe(true);
      expect(operation!.responses['200']).toBeDefined();
    }
  });

  it("lists every account call, the fixed ones and the auth module's", () => {
    for (const { path, method } of Object.values(authPaths)) expect(doc.paths[path]?.[method.toLowerCase()], path).toBeDefined();
    for (const path of [
      accountPaths.activate,
      accountPaths.resetRequest,
      accountPaths.reset,
      accountPaths.editProfile,
      accountPaths.editPassword,
    ])
      expect(doc.paths[path]?.post, path).toBeDefined();
    expect(doc.paths[accountPaths.resetRequest]!.post!.parameters!.some((p) => p.name === 'email' && p.in === 'query')).toBe(true);
  });

  it('lists every specification call', () => {
    for (const path of Object.values(specPaths)) expect(doc.paths[path], path).toBeDefined();
    expect(Object.keys(doc.paths[specPaths.line]!).sort()).toEqual(['delete', 'put']);
    expect(doc.paths[specPaths.guestLines]!.post!.requestBody!.content['application/json']!.schema.properties!.note!.maxLength).toBe(500);
  });

  it("lists a project's item calls with their bounds", () => {
    expect(Object.keys(doc.paths[projectItemPaths.items]!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[projectItemPaths.item]!)).toEqual(['delete']);
    const body = doc.paths[projectItemPaths.items]!.post!.requestBody!.content['application/json']!.schema.properties!;
    expect(body.title!.maxLength).toBe(projectLimits.titleMax);
    expect(body.address!.maxLength).toBe(projectLimits.addressMax);
  });

  it('publishes the field limits from the shared form rules', () => {
    const registration = doc.paths[authPaths.signUp.path]!.post!.requestBody!.content['application/json']!.schema.properties!;
    expect(registration.name!.maxLength).toBe(60);
    expect(registration.phoneNumber!.maxLength).toBe(30);
    expect(registration.password).toMatchObject({ minLength: 8, maxLength: 30 });
    expect(Object.keys(registration).sort()).toEqual(['confirmPassword', 'email', 'name', 'password', 'phoneNumber']);
  });

  it('is served by the embedded API', async () => {
    const api = openTestApi();
    try {
      const answer = await api.get('/api/openapi.json');
      expect(answer.status).toBe(200);
      expect((answer.json as Doc).paths['/api/menu/main']).toBeDefined();
    } finally {
      api.dispose();
    }
  });
});
