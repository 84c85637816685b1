/**
 * A python3 program that runs a listing on trees given as nested lists, with a game written here
 * (a node is its list, number or chance node, and whether max moves there), reading the cases as
 * JSON on stdin and printing each root's exact value and move. `init` is the game's constructor
 * (and any method a search needs beyond the shared ones), `call` the lines that set `value,
 * move` for `case`, the listing's names in `ns`; each is written indented as in the program.
 */
export const pythonTreeDriver = (init: string, call: string): string => String.raw`
import json, sys
from fractions import Fraction

def kids(item): return item['children'] if isinstance(item, dict) else item

class Tree:
    # pos: (node, max moves there); a node may be {"kind": "chance", "weights", "children"}.
${init}
    def is_over(self, pos): return not isinstance(kids(pos[0]), list)
    def score(self, pos): return Fraction(str(pos[0]))
    def eval(self, pos):
        item = pos[0]
        while isinstance(kids(item), list): item = kids(item)[0]
        return Fraction(str(item))
    def moves(self, pos): return range(len(kids(pos[0])))
    def is_chance(self, pos):
        if self.stated: return isinstance(pos[0], dict) and pos[0].get('kind') == 'chance'
        return not pos[1]
    def probabilities(self, pos):
        n = len(kids(pos[0]))
        weights = pos[0].get('weights') if isinstance(pos[0], dict) else None
        return [Fraction(w) for w in weights] if weights else [Fraction(1, n)] * n
    # A stated chance node's children stand in its side; any other node's take the other side.
    def play(self, pos, move):
        same = self.stated and self.is_chance(pos)
        return (kids(pos[0])[move], pos[1] if same else not pos[1])
    def is_max(self, pos): return pos[1]

out = []
for case in json.load(sys.stdin):
    ns = {}
    exec(case['listing'], ns)
    args = [0] if case['depth'] else []
${call}
    out.append({'value': str(Fraction(value)), 'move': move})
print(json.dumps(out))
`;
