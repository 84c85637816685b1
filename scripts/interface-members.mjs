/**
 * Member counts of the interfaces issue 25 names as the widest, for its before/after note:
 *
 *   node scripts/interface-members.mjs [Name=path/to/file.ts …]
 *
 * For each, its own members (properties and methods written in it), its members in all
 * (inherited ones included, as the type checker sees them), and how many of them are optional.
 * An interface that is not found (moved or renamed by a refactor) is reported as such.
 */
import ts from 'typescript';

const DEFAULTS = [
	'GamePresenter=src/lib/games/presenter.ts',
	'GameNarration=src/lib/games/narration.ts',
	'GameViews=src/lib/components/game-views.ts',
	'SearchRecorder=src/lib/engine/recorder.ts',
	'CallView=src/lib/player/nodes.ts',
	'Game=src/lib/engine/game.ts'
];
const wanted = (process.argv.length > 2 ? process.argv.slice(2) : DEFAULTS).map((arg) => {
	const [name, file] = arg.split('=');
	return { name, file };
});
const program = ts.createProgram(
	wanted.map(({ file }) => file),
	{ noEmit: true, skipLibCheck: true, allowImportingTsExtensions: true }
);
const checker = program.getTypeChecker();
for (const { name, file } of wanted) {
	const source = program.getSourceFile(file);
	const declaration = source?.statements.find(
		(node) =>
			(ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
			node.name.text === name
	);
	if (!declaration) {
		console.log(`${name} (${file}): not found`);
		continue;
	}
	const own = ts.isInterfaceDeclaration(declaration)
		? declaration.members.length
		: ts.isTypeLiteralNode(declaration.type)
			? declaration.type.members.length
			: NaN;
	const properties = checker.getPropertiesOfType(checker.getTypeAtLocation(declaration.name));
	const optional = properties.filter((p) => p.flags & ts.SymbolFlags.Optional).length;
	const methods = properties.filter((p) => {
		const d = p.declarations?.[0];
		return (
			d &&
			(ts.isMethodSignature(d) ||
				(ts.isPropertySignature(d) && d.type && ts.isFunctionTypeNode(d.type)))
		);
	}).length;
	console.log(
		`${name} (${file}): ${own} own members, ${properties.length} in all (${methods} methods or function-valued, ${optional} optional)`
	);
}
