/** The quiet zone QR readers need around the code, in modules. */
const QUIET_ZONE = 4;

/** One path of the dark modules, a run of them per rectangle, so the page carries no QR library. */
function pathOf(modules: readonly string[]) {
  let d = '';
  modules.forEach((row, y) => {
    for (const run of row.matchAll(/1+/g))
      d += `M${run.index + QUIET_ZONE} ${y + QUIET_ZONE}h${run[0].length}v1h-${run[0].length}z`;
  });
  return d;
}

/**
 * A QR code the server encoded (rows of "0"/"1" modules), drawn as an inline SVG: black on white
 * in both colour schemes, since that is what cameras read.
 */
export function QrCode({ modules, label }: { modules: readonly string[]; label: string }) {
  const size = modules.length + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-52 rounded-lg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={pathOf(modules)} fill="#000" />
    </svg>
  );
}
