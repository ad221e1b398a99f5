/* wire.h: a binary form of counts and terms, for shard checkpoints and messages between ranks. */
#ifndef GEN_WIRE_H
#define GEN_WIRE_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "term.h"

/*
 * Little-endian integers and terms in preorder, appended to a gen_buf
 * (its oom flag says when one failed). Read back through a cursor that
 * never reads past its end: a truncated or foreign file makes a read fail
 * (cursor's bad set, NULL term), never a crash.
 */
void gen_wire_u32(gen_buf *b, uint32_t v);
void gen_wire_u64(gen_buf *b, uint64_t v);
void gen_wire_term(gen_buf *b, const term *t);

typedef struct gen_wire_cur {
	const unsigned char *p, *end;
	int bad;
} gen_wire_cur;

void gen_wire_open(gen_wire_cur *c, const void *data, size_t n);
uint32_t gen_wire_get_u32(gen_wire_cur *c);
uint64_t gen_wire_get_u64(gen_wire_cur *c);
/* The next n bytes (NULL, bad set, when fewer are left). */
const void *gen_wire_get_bytes(gen_wire_cur *c, size_t n);
/* A term, checked against nops operators; NULL (bad set) when malformed or out of memory. */
term *gen_wire_get_term(gen_wire_cur *c, int nops);

#endif
