/** The analyst the configuration names: the offline rules (default) or a model via the OpenAI adapter. */
import type { Config } from '../../config.ts';
import { OpenAiLlm } from '../llm/openai.ts';
import { llmAnalyst } from './llm.ts';
import { offlineAnalyst } from './offline.ts';
import type { InsightAnalyst } from './port.ts';

export function analystFromConfig(
  config: Pick<Config, 'LLM_PROVIDER' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'LLM_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch } = {},
): InsightAnalyst {
  if (config.LLM_PROVIDER === 'offline') return offlineAnalyst();
  return llmAnalyst(
    new OpenAiLlm({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.LLM_TIMEOUT_MS, fetch: options.fetch }),
  );
}
