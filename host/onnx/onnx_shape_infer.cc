// onnx_shape_infer.cc: ONNX's own shape inference (Debian's libonnx, ONNX 1.12) behind a C call.
//
// tasoc's shape rules cover the operators it maps and a few it passes through;
// every exporter finds another operator (ConvTranspose, a Reshape whose shape
// is computed from Shape and Gather, a 3-D convolution). ONNX maintains an
// inference function for every standard operator, with data propagation
// through shape arithmetic, so the importer asks it for what its own rules do
// not know. This file is the only C++ in tasoc and the only user of the C++
// protobuf runtime: bytes of a ModelProto go in, bytes of a GraphProto holding
// only value_info come out, and no exception crosses into C.
#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <string>

#include "onnx/defs/schema.h"
#include "onnx/onnx_pb.h"
#include "onnx/shape_inference/implementation.h"

extern "C" {
#include "onnx_shape_infer.h"
}

static void say(char *err, size_t size, const char *what, const char *detail)
{
	if (size)
		snprintf(err, size, "%s%s%s", what, detail ? ": " : "", detail ? detail : "");
}

/*
 * ONNX 1.12's inference functions trust the schema: Scan's reads its
 * num_scan_inputs attribute without looking, so a Scan that lacks it ends
 * the process (the pipeline fuzzer found one). Every node, in subgraphs too,
 * is first checked against its schema (OpSchema::Verify: required and known
 * attributes, their types, input and output counts); one that fails is left
 * out of what inference sees, so its outputs stay unknown and tasoc's own
 * rules, the file's value_info or a refusal naming the node decide.
 */
static void drop_unverified(onnx::GraphProto *g, const std::map<std::string, int> &opsets)
{
	auto *nodes = g->mutable_node();
	for (int i = 0; i < nodes->size();) {
		onnx::NodeProto *n = nodes->Mutable(i);
		const std::string domain = n->domain() == "ai.onnx" ? "" : n->domain();
		auto v = opsets.find(domain);
		const onnx::OpSchema *schema =
			v == opsets.end() ? nullptr : onnx::OpSchemaRegistry::Schema(n->op_type(), v->second, domain);
		bool ok = true;
		if (schema) {
			try {
				schema->Verify(*n);
			} catch (const std::exception &) {
				ok = false;
			}
		}
		if (!ok) {
			nodes->DeleteSubrange(i, 1);
			continue;
		}
		for (auto &a : *n->mutable_attribute()) {
			if (a.has_g())
				drop_unverified(a.mutable_g(), opsets);
			for (auto &sub : *a.mutable_graphs())
				drop_unverified(&sub, opsets);
		}
		i++;
	}
}

extern "C" int tasoc_onnx_shape_infer(const void *model, size_t size, void **out, size_t *outsize, char *err,
				      size_t errsize)
{
	*out = NULL;
	*outsize = 0;
	try {
		onnx::ModelProto m;
		if (size > (size_t)INT32_MAX || !m.ParseFromArray(model, (int)size)) {
			say(err, errsize, "ONNX shape inference could not read the model", NULL);
			return -1;
		}
		// Node errors are not fatal (error_mode 0): a node ONNX cannot type
		// leaves its outputs unknown, as tasoc's own rules do. Types are not
		// checked against the file's: the file's value_info may be stale.
		std::map<std::string, int> opsets;
		for (const auto &o : m.opset_import())
			opsets[o.domain() == "ai.onnx" ? "" : o.domain()] = (int)o.version();
		drop_unverified(m.mutable_graph(), opsets);
		onnx::ShapeInferenceOptions opts(false, 0, true);
		onnx::shape_inference::InferShapes(m, onnx::OpSchemaRegistry::Instance(), opts);
		onnx::GraphProto g;
		for (const auto &vi : m.graph().value_info())
			*g.add_value_info() = vi;
		for (const auto &vi : m.graph().output())
			*g.add_value_info() = vi;
		std::string bytes;
		if (!g.SerializeToString(&bytes)) {
			say(err, errsize, "ONNX shape inference could not write its result", NULL);
			return -1;
		}
		void *p = malloc(bytes.size() + 1);
		if (!p) {
			say(err, errsize, "out of memory after ONNX shape inference", NULL);
			return -2;
		}
		memcpy(p, bytes.data(), bytes.size());
		*out = p;
		*outsize = bytes.size();
		return 0;
	} catch (const std::bad_alloc &) {
		say(err, errsize, "out of memory in ONNX shape inference", NULL);
		return -2;
	} catch (const std::exception &e) {
		say(err, errsize, "ONNX shape inference failed", e.what());
		return -1;
	} catch (...) {
		say(err, errsize, "ONNX shape inference failed", NULL);
		return -1;
	}
}
