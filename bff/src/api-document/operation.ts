import type Joi from 'joi';
import type { ApiTag } from './tags';

/** Marks a path parameter that spans several segments (a catch-all). */
export const MULTI_SEGMENT = 'x-multi-segment';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The headers a response may carry that a consumer reads. */
export type ResponseHeader = 'X-Total-Count' | 'Link' | 'Retry-After' | 'Set-Cookie' | 'Location';

/** The media types of the bodies other than JSON that the API answers. */
export type MediaType =
  'text/html' | 'text/css' | 'text/javascript' | 'image/jpeg' | 'application/pdf';

export interface ResponseSpec {
  description: string;
  /** A JSON body of this shape; none for an empty answer (204, 304). */
  json?: Joi.Schema;
  /** A body of another media type (an HTML page, a stored file), or one of several. */
  media?: MediaType | readonly MediaType[];
  headers?: readonly ResponseHeader[];
}

/** One operation of the BFF's API, as the router serves it and the document describes it. */
export interface ApiOperation {
  method: HttpMethod;
  /** The router's path under /api, in its own syntax: `/properties/:id`, `/seo-pages/path/*key`. */
  path: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  /** Only for a signed-in admin (the session cookie); never readable across origins. */
  admin?: boolean;
  /** Path parameters in words, by name. */
  params?: Readonly<Record<string, string>>;
  /**
   * The name the document gives a path parameter instead of the router's: OpenAPI takes paths
   * that differ only by a parameter's name as the same path, so such operations share one name.
   */
  paramNamesInDocument?: Readonly<Record<string, string>>;
  query?: Joi.ObjectSchema;
  /** A JSON body of this shape. */
  body?: Joi.Schema;
  /** A multipart/form-data body: its text fields, and its (required) file fields. */
  multipart?: { text?: Joi.ObjectSchema; files: Readonly<Record<string, 'one' | 'many'>> };
  /** An HTML form may send the body too (application/x-www-form-urlencoded). */
  form?: boolean;
  /** Answered by the BFF itself: no service stands behind it, so no 502 or 503 from one. */
  local?: boolean;
  /** Answers 304 to a matching If-None-Match. */
  conditional?: boolean;
  responses: Readonly<Record<number, ResponseSpec>>;
}
