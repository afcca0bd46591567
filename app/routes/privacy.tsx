// Page under construction by the content pass; replaced in the same change.
export default function Page() {
  return <h1>…</h1>;
}
