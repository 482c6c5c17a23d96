/**
 * What is structurally wrong with an OpenAPI 3.1 document, as readable sentences; [] when nothing.
 * Not a full validator (none is installed: see docs/decisions/api-contract.md): it checks what
 * a generator from route declarations can get wrong: the version and info, paths and their
 * parameters, responses, references and security names.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
const PATH_ITEM_FIELDS = new Set(["$ref", "summary", "description", "servers", "parameters", ...HTTP_METHODS]);
const STATUS = /^([1-5]\d\d|[1-5]XX|default)$/;
const PARAMETER_PLACES = new Set(["query", "header", "path", "cookie"]);

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const nonEmptyString = (value: Json | undefined): value is string => typeof value === "string" && value.trim() !== "";

function isUrl(value: string) {
  try {
    // A server url may be relative to where the document is served.
    new URL(value, "http://relative.invalid");
    return true;
  } catch {
    return false;
  }
}

/** A key as a JSON pointer writes it (RFC 6901). */
const pointerPart = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function references(value: Json, at: string, found: { ref: string; at: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, i) => references(item, `${at}/${i}`, found));
  else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string") found.push({ ref: inner, at });
      else references(inner, `${at}/${pointerPart(key)}`, found);
    }
  }
  return found;
}

function resolves(document: JsonObject, ref: string) {
  if (!ref.startsWith("#/")) return false;
  let node: Json | undefined = document;
  for (const part of ref
    .slice(2)
    .split("/")
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"))) {
    node = isObject(node) ? node[part] : undefined;
  }
  return node !== undefined;
}

function operationProblems(
  path: string,
  method: string,
  operation: JsonObject,
  pathParameters: Json[],
  schemes: Set<string>,
) {
  const at = `${method.toUpperCase()} ${path}`;
  const problems: string[] = [];
  const parameters = [...pathParameters, ...(Array.isArray(operation.parameters) ? operation.parameters : [])].filter(
    isObject,
  );
  const seen = new Set<string>();
  for (const parameter of parameters) {
    if (!nonEmptyString(parameter.name) || !PARAMETER_PLACES.has(String(parameter.in))) {
      problems.push(`${at}: a parameter needs a name and an 'in' of query, header, path or cookie`);
      continue;
    }
    const key = `${parameter.in}:${parameter.name}`;
    if (seen.has(key)) problems.push(`${at}: parameter ${key} is declared twice`);
    seen.add(key);
    if (parameter.in === "path" && parameter.required !== true)
      problems.push(`${at}: path parameter ${parameter.name} must be required`);
    if (parameter.in === "path" && !path.includes(`{${parameter.name}}`))
      problems.push(`${at}: path parameter ${parameter.name} is not in the path`);
  }
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (!seen.has(`path:${name}`)) problems.push(`${at}: {${name}} has no path parameter`);
  }
  const responses = operation.responses;
  if (!isObject(responses) || Object.keys(responses).length === 0) problems.push(`${at}: no responses`);
  else {
    for (const [status, response] of Object.entries(responses)) {
      if (!STATUS.test(status)) problems.push(`${at}: ${status} is not a status code`);
      if (!isObject(response) || (!nonEmptyString(response.description) && !nonEmptyString(response.$ref))) {
        problems.push(`${at}: response ${status} needs a description`);
      }
    }
  }
  for (const requirement of Array.isArray(operation.security) ? operation.security : []) {
    for (const name of isObject(requirement) ? Object.keys(requirement) : []) {
      if (!schemes.has(name)) problems.push(`${at}: security scheme ${name} is not declared`);
    }
  }
  return problems;
}

export function documentProblems(document: JsonObject): string[] {
  const problems: string[] = [];
  if (typeof document.openapi !== "string" || !/^3\.1\.\d+$/.test(document.openapi))
    problems.push("openapi must be a 3.1.x version");
  const info = document.info;
  if (!isObject(info) || !nonEmptyString(info.title) || !nonEmptyString(info.version))
    problems.push("info needs a title and a version");
  for (const server of Array.isArray(document.servers) ? document.servers : []) {
    if (!isObject(server) || !nonEmptyString(server.url) || !isUrl(server.url))
      problems.push("every server needs a url");
  }
  const components = isObject(document.components) ? document.components : {};
  const schemes = new Set(Object.keys(isObject(components.securitySchemes) ? components.securitySchemes : {}));
  const paths = document.paths;
  if (!isObject(paths)) return [...problems, "paths must be an object"];
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith("/")) problems.push(`${path}: a path starts with /`);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    for (const [field, operation] of Object.entries(item)) {
      if (!PATH_ITEM_FIELDS.has(field)) problems.push(`${path}: ${field} is not a field of a path item`);
      if (!HTTP_METHODS.has(field) || !isObject(operation)) continue;
      problems.push(...operationProblems(path, field, operation, pathParameters, schemes));
      if (typeof operation.operationId === "string") {
        if (operationIds.has(operation.operationId))
          problems.push(`${path}: operationId ${operation.operationId} is used twice`);
        operationIds.add(operation.operationId);
      }
    }
  }
  for (const { ref, at } of references(document, "#")) {
    if (!resolves(document, ref)) problems.push(`${at}: ${ref} leads nowhere`);
  }
  return problems;
}
