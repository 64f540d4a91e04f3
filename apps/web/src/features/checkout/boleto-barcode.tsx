import { interleaved2of5 } from './interleaved-2-of-5.ts';

type BoletoBarcodeProps = { digits: string; label: string };

/** The boleto's 44 digits as the Interleaved 2 of 5 barcode banks read. Always black on white. */
export function BoletoBarcode({ digits, label }: BoletoBarcodeProps) {
  const { bars, width } = interleaved2of5(digits);
  const quiet = 10;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width + quiet * 2} 50`}
      preserveAspectRatio="none"
      style={{ width: '100%', height: 64, background: '#fff', borderRadius: 4 }}
    >
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x + quiet} y={0} width={bar.width} height={50} fill="#000" />
      ))}
    </svg>
  );
}
