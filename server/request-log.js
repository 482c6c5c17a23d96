// @ts-check
import { randomUUID } from "node:crypto";
import { pinoHttp } from "pino-http";

/** What a caller's request id may look like (the API accepts the same): nginx's hex, UUIDs, words. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * One line per request, under an id that goes with it to the API: the id nginx (or another
 * proxy) gave the request when it has an id's shape, else a fresh UUID. It is written back into
 * the request's own X-Request-Id, where the storefront's API client reads it, and answered in
 * the response's. The query string is left out: a code or a signature may travel in one.
 * The line has the API's request fields (method, path, status, ms), so one query reads both.
 *
 * @param {import("pino").Logger} logger
 */
export function requestLog(logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
      req.headers["x-request-id"] = id;
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Neither the whole request nor the response is bound to the line: only the fields below.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    customSuccessObject: (req, res, fields) => requestLine(req, res, fields),
    customErrorObject: (req, res, error, fields) => requestLine(req, res, fields),
    customSuccessMessage: () => "",
    customErrorMessage: () => "",
  });
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ responseTime: number }} fields
 */
const requestLine = (req, res, { responseTime }) => ({
  event: "request",
  method: req.method,
  path: String(req.url).split("?")[0],
  status: res.statusCode,
  ms: responseTime,
});
