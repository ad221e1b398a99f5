/* sexp.h: s-expressions, the syntax of axioms and rule files. */
#ifndef GEN_SEXP_H
#define GEN_SEXP_H

#include <stddef.h>

typedef enum sexp_kind { SEXP_ATOM, SEXP_LIST, SEXP_BRACKET } sexp_kind;

typedef struct sexp {
	sexp_kind kind;
	char *atom;             /* ATOM */
	int n;                  /* LIST ( ... ) and BRACKET [ ... ] */
	struct sexp **items;
	int line, col;          /* where it starts, 1-based */
} sexp;

/*
 * Parses one expression from *text (advancing it past the expression).
 * Returns NULL at the end of input with err empty, or on a syntax error with
 * err set to "line L, column C: what". line0 is the line *text starts on.
 */
sexp *sexp_parse(const char **text, int *line, int *col, char *err, size_t errsize);
/* Parses a whole string that must hold exactly one expression. */
sexp *sexp_parse_one(const char *text, char *err, size_t errsize);
void sexp_free(sexp *e);

#endif
