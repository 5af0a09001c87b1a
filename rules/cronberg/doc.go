// Package cronberg is Cronberg (Kronberger Spiele 2003, Roland & Tobias
// Goslar) for 2 to 4 players: the town of Cronberg has burnt down, and the
// players rebuild it with building rhombi on a grid of triangles while
// their tokens stand on the crossings, scoring the corner values that end
// up pointing at them.
//
// The board (board.toml, the project's design) is a ring of 72 triangles
// between the hexagonal town wall and the castle hill, with 54 crossings
// numbered 1..54 row by row from the top left. Triangles are named by row
// a..h from the top and place in the row from the left ("c3"). The 28
// rhombi are in rhombi.toml: blunt corners carry the value, sharp corners
// twice the value.
//
// A turn is a token on a crossing, or a rhombus drawn from the face-down
// pile and then laid (two moves of the same seat), or a pass when neither
// is possible. The notation:
//
//	token 17     a token from hand onto crossing 17
//	draw         turn up the top rhombus of the pile
//	lay c3 c4    lay the drawn rhombus on triangles c3 and c4
//	pass         only when nothing else is possible
package cronberg
