/**
 * The AI text service: any OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL). Retries 429 and 5xx with backoff (the SDK's own retry), times out, and turns the
 * usage into a cost from the configured prices. Only the anonymous assembled prompt is sent.
 */
import type { Env } from "~/server/env.server";

export type AiConfig = NonNullable<Env["ai"]>;

export interface AiCompletion {
  text: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  /** EUR, from AI_PRICE_INPUT_PER_MTOK / AI_PRICE_OUTPUT_PER_MTOK. */
  cost: number;
}

/** A failure that retrying will not fix (bad key, bad request, unknown model). */
export class AiPermanentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AiPermanentError";
  }
}

export function costOf(config: Pick<AiConfig, "priceInputPerMTok" | "priceOutputPerMTok">, inputTokens: number, outputTokens: number): number {
  return (inputTokens / 1e6) * config.priceInputPerMTok + (outputTokens / 1e6) * config.priceOutputPerMTok;
}

const SYSTEM_MESSAGE =
  "Du bist ein erfahrener Personal Trainer. Antworte ausschließlich mit dem Trainingsplan im verlangten Markdown-Format, auf Deutsch, ohne Einleitung.";

/**
 * One chat completion for the plan prompt. With `repair`, the conversation continues: the model's
 * own draft as its answer, then the repair request (the failed checks) as the next user message.
 */
export async function completePlan(
  config: AiConfig,
  prompt: string,
  options: { timeoutMs?: number; maxRetries?: number; repair?: { draft: string; request: string } } = {},
): Promise<AiCompletion> {
  // Loaded on first use: the SDK is ~120 modules that a server start never needs (issue 22, decision 0078).
  const { default: OpenAI } = await import("openai");
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: options.timeoutMs ?? 180_000,
    maxRetries: options.maxRetries ?? 3,
  });
  try {
    const response = await client.chat.completions.create({
      model: config.model,
      messages: [
        { role: "system", content: SYSTEM_MESSAGE },
        { role: "user", content: prompt },
        ...(options.repair
          ? [
              { role: "assistant" as const, content: options.repair.draft },
              { role: "user" as const, content: options.repair.request },
            ]
          : []),
      ],
      temperature: 0.4,
    });
    const text = response.choices[0]?.message?.content?.trim() ?? "";
    if (!text) throw new Error("the AI service returned an empty answer");
    const inputTokens = response.usage?.prompt_tokens ?? 0;
    const outputTokens = response.usage?.completion_tokens ?? 0;
    return { text, model: response.model || config.model, inputTokens, outputTokens, cost: costOf(config, inputTokens, outputTokens) };
  } catch (error) {
    if (error instanceof OpenAI.APIError && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
      // Never include the key or the prompt in the message.
      throw new AiPermanentError(`AI service refused the request (HTTP ${error.status})`);
    }
    throw error instanceof Error ? new Error(`AI service failed: ${error.message}`) : error;
  }
}
