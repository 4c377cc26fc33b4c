import {
  API_PATHS,
  REFERENCE_PIECES,
  referenceDataSchema,
  referencePieceParamsSchema,
  referencePieceSchema,
  referenceQuerySchema,
  successEnvelope,
} from '@souqna/contracts';
import { z } from 'zod';
import { sendCacheable } from '../../platform/http/conditional.js';
import { errorResponses, type AppInstance } from '../../platform/http/route-types.js';
import { languageOf, referenceData, referencePiece } from './reference.service.js';

const PATHS = API_PATHS.reference;
// Reference data changes only with a deploy; an hour bounds how long a client shows old names,
// and the ETag makes every later check a bodiless 304.
const CACHING = { maxAgeSeconds: 3600, vary: 'Accept-Language' };
const notModified = { 304: z.null().describe('Not modified: the `If-None-Match` version is current') };

const DESCRIPTION =
  'Names and labels in the language of `?lang=` (en, ar, es, fr, de), else of `Accept-Language`, else English. Answers carry a strong `ETag` and `Cache-Control: public, max-age=3600`; a request whose `If-None-Match` names the current version gets 304 with no body.';

export function registerReferenceRoutes(app: AppInstance) {
  const tags = ['reference'];
  const wholeOptions = (summary: string) => ({
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary,
      description: `${DESCRIPTION} Pieces: ${REFERENCE_PIECES.join(', ')}.`,
      querystring: referenceQuerySchema,
      response: { 200: successEnvelope(referenceDataSchema), ...notModified, ...errorResponses(400, 429) },
    },
  });
  const readings = [
    [
      PATHS.commonData,
      'All reference data: categories and types, cities and areas, makes and models, labelled enums',
    ],
    [
      PATHS.componentsData,
      'All reference data (the same as `/api/common/data`, under the other name clients call)',
    ],
  ] as const;
  for (const [path, summary] of readings) {
    app.get(path, wholeOptions(summary), async (request, reply) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      return sendCacheable(request, reply, await referenceData(language), CACHING);
    });
  }

  app.get(
    PATHS.component,
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `One piece of the reference data (${REFERENCE_PIECES.join(', ')})`,
        description: `${DESCRIPTION} The piece comes under its own name, as in the whole (\`data.cities\`); any other name is 404 \`NOT_FOUND\`.`,
        params: referencePieceParamsSchema,
        querystring: referenceQuerySchema,
        response: {
          200: successEnvelope(referencePieceSchema),
          ...notModified,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      return sendCacheable(request, reply, await referencePiece(language, request.params.name), CACHING);
    },
  );
}
