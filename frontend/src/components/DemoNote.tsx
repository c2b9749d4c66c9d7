/** Shown to the public demo actor: everything is read-only. */
export function DemoNote() {
  return (
    <p class="demo-note">
      <span class="badge badge--demo">Demo</span>
      You are looking at the public demo workspace. It is read-only: changes need a signed-in owner. To use your own data, run
      QueueProof for your team and import your files on Sources.
    </p>
  );
}
