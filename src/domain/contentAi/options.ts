/**
 * The choices of the AI calls: the tone of a page's texts (with the instruction the model gets)
 * and the image formats. Keys are what the API takes, labels what the admin shows.
 */
export const TONES = {
  neutral: { label: 'Sachlich', instruction: 'sachlich, klar und informativ' },
  friendly: { label: 'Freundlich', instruction: 'freundlich, herzlich und einladend, per Sie' },
  promotional: { label: 'Werblich', instruction: 'werblich und begeisternd, mit klarem Nutzen für die Kundschaft, per Sie' },
  formal: { label: 'Förmlich', instruction: 'förmlich, seriös und zurückhaltend, per Sie' },
  casual: { label: 'Locker', instruction: 'locker und persönlich, per du' },
} as const

export type Tone = keyof typeof TONES

export const TONE_KEYS = Object.keys(TONES) as [Tone, ...Tone[]]

export const DEFAULT_TONE: Tone = 'friendly'

/** Image sizes the OpenAI image models know; a model refuses sizes it does not support (502). */
export const IMAGE_SIZES = {
  '1024x1024': 'Quadratisch (1024 × 1024)',
  '1536x1024': 'Querformat (1536 × 1024)',
  '1024x1536': 'Hochformat (1024 × 1536)',
  '1792x1024': 'Breitbild (1792 × 1024)',
  '1024x1792': 'Hochkant schmal (1024 × 1792)',
} as const

export type ImageSize = keyof typeof IMAGE_SIZES

export const IMAGE_SIZE_KEYS = Object.keys(IMAGE_SIZES) as [ImageSize, ...ImageSize[]]

export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024'

/**
 * The answer format to ask the image model for: base64 (`b64_json`), except for OpenAI's GPT
 * image models, which always answer base64 and refuse the parameter.
 */
export const imageResponseFormat = (model: string): 'b64_json' | undefined => (/^gpt-image/i.test(model) ? undefined : 'b64_json')
