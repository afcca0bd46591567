// Placeholder while the admin area is being built; replaced by the tab's real module.
export default function AdminStub() {
  return <p>users</p>;
}
