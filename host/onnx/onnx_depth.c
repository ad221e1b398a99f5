/* onnx_depth.c: how deep a serialized model nests its messages, read off the wire before it is unpacked. */
#include <stdint.h>

#include "onnx_internal.h"

/*
 * protobuf-c unpacks a message by recursion, one C frame chain per nested
 * message, and ONNX nests without bound: an If's branch is a graph whose
 * nodes may hold Ifs. A file of a few megabytes can nest a hundred thousand
 * levels and overflow any stack, so the nesting is measured first, on the
 * wire format, with an explicit stack and the generated descriptors (a
 * length-delimited field is a message when the descriptor says so). Anything
 * malformed stops the scan: the unpacker then reports it as corrupt.
 */

static bool varint(const uint8_t *p, size_t end, size_t *pos, uint64_t *v)
{
	*v = 0;
	for (int shift = 0; shift < 64 && *pos < end; shift += 7) {
		uint8_t b = p[(*pos)++];
		*v |= (uint64_t)(b & 0x7F) << shift;
		if (!(b & 0x80))
			return true;
	}
	return false;
}

int tasoc_onnx_wire_depth(const void *data, size_t size, int limit)
{
	const uint8_t *p = data;
	size_t ends[TASOC_ONNX_MAX_DEPTH + 1];
	const ProtobufCMessageDescriptor *desc[TASOC_ONNX_MAX_DEPTH + 1];
	if (limit > TASOC_ONNX_MAX_DEPTH)
		limit = TASOC_ONNX_MAX_DEPTH;
	int depth = 0, deepest = 0;
	ends[0] = size;
	desc[0] = &onnx__model_proto__descriptor;
	size_t pos = 0;
	for (;;) {
		while (depth > 0 && pos == ends[depth])
			depth--;
		if (pos >= ends[depth])
			return deepest;
		uint64_t key, len;
		if (!varint(p, ends[depth], &pos, &key))
			return deepest;
		switch (key & 7) {
		case 0:
			if (!varint(p, ends[depth], &pos, &len))
				return deepest;
			break;
		case 1:
			pos += 8;
			break;
		case 5:
			pos += 4;
			break;
		case 2: {
			if (!varint(p, ends[depth], &pos, &len) || len > ends[depth] - pos)
				return deepest;
			const ProtobufCFieldDescriptor *f =
				key >> 3 <= UINT32_MAX ? protobuf_c_message_descriptor_get_field(desc[depth], (unsigned)(key >> 3))
						       : NULL;
			if (f && f->type == PROTOBUF_C_TYPE_MESSAGE) {
				if (depth + 1 > limit)
					return depth + 1;
				desc[depth + 1] = f->descriptor;
				ends[depth + 1] = pos + len;
				depth++;
				if (depth > deepest)
					deepest = depth;
				continue;
			}
			pos += len;
			break;
		}
		default: /* groups are not in ONNX */
			return deepest;
		}
		if (pos > ends[depth])
			return deepest;
	}
}
