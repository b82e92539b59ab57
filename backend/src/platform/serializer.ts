import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Responses are checked against their zod schema, which also strips fields the schema does not
 * name (a read model's internal fields never leak). Response schemas carry no transforms, so
 * parsing checks exactly what the library's encoding would, at about two thirds of the cost.
 */
export function responseSerializer({ schema, method, url }: { schema: unknown; method: string; url: string }) {
  // Same schema resolution as the library's serializer (it also accepts {properties: schema}).
  const zodSchema = ('safeParse' in (schema as object) ? schema : (schema as { properties: unknown }).properties) as ZodType;
  return (data: unknown): string => {
    const result = zodSchema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}
