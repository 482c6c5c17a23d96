/** The parts of the listing a form does not show, carried along as hidden fields. */
export function HiddenFields({ params, only }: { params: URLSearchParams; only: (name: string) => boolean }) {
  return (
    <>
      {[...params.entries()]
        .filter(([name]) => only(name))
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}
