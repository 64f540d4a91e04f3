/**
 * The sales notification's sound (Android channel `sales`): an original two-tone chime, 16-bit
 * mono PCM WAV, computed here so its source is code. `npm run sound:sale -w @repasse/web` writes
 * it where each platform bundles it (`saleChimePaths`); a test checks the committed files match.
 * iOS plays WAV as a notification sound (linear PCM, under 30 s), so one file serves both.
 */
const sampleRate = 22_050;

/** Two notes (E6 then A6), each a sine with a soft harmonic and an exponential decay. */
const notes = [
  { frequency: 1318.51, start: 0, length: 0.22 },
  { frequency: 1760.0, start: 0.14, length: 0.42 },
];

export function saleChimeSamples(): Int16Array {
  const total = Math.round(sampleRate * 0.6);
  const samples = new Int16Array(total);
  for (let i = 0; i < total; i++) {
    const t = i / sampleRate;
    let value = 0;
    for (const note of notes) {
      const local = t - note.start;
      if (local < 0 || local > note.length) continue;
      const attack = Math.min(1, local / 0.005);
      const decay = Math.exp((-5 * local) / note.length);
      const tone =
        Math.sin(2 * Math.PI * note.frequency * local) +
        0.25 * Math.sin(4 * Math.PI * note.frequency * local);
      value += 0.4 * attack * decay * tone;
    }
    samples[i] = Math.round(Math.max(-1, Math.min(1, value)) * 32_767);
  }
  return samples;
}

export function saleChimeWav(): Uint8Array {
  const samples = saleChimeSamples();
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, i) => {
    view.setInt16(44 + i * 2, sample, true);
  });
  return new Uint8Array(buffer);
}

/** Where the app bundles it: Android's raw resources, and the iOS app's bundle (APNs sound). */
export const saleChimePaths = [
  'android/app/src/main/res/raw/sale_chime.wav',
  'ios/App/App/sale_chime.wav',
] as const;
