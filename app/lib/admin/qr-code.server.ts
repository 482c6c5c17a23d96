import QRCode from "qrcode";

/**
 * The otpauth:// address as a QR code: an SVG drawn on the server, so it shows without
 * JavaScript, and as an image's data address, so it reads as one picture with its alt text.
 */
export async function qrCodeImage(uri: string) {
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
