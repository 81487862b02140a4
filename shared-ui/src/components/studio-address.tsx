/** A studio's name, and its address on the next line when it is known. */
export function StudioAddress({ name, address }: { name: string; address?: string | null }) {
  return (
    <>
      {name}
      {address ? (
        <>
          <br />
          {address}
        </>
      ) : null}
    </>
  );
}
