package org.goldilocks.bench.guest.suite;

import java.util.ArrayList;
import java.util.List;

/**
 * An allocation-heavy object-graph builder: n nodes, each with a label object (a name string and a
 * small array), a value and an ArrayList of {@link #EDGES} edges to pseudo-random nodes. Each
 * thread allocates its band of nodes into one shared array; after a CyclicBarrier it links its
 * nodes to nodes anywhere (allocated by any thread) and sums, into each of its nodes, the values
 * of the nodes it points to. Check: every node in place, every edge where it should point, every
 * sum right.
 */
final class ObjectGraph extends Program {
    static final int EDGES = 4;

    private Node[] nodes;

    ObjectGraph(int size, int threads) {
        super(size, threads, 1);
    }

    static final class Label {
        String name;
        int[] tags;
    }

    static final class Node {
        int id;
        long value;
        Label label;
        List<Node> edges;
        long weight;
    }

    @Override
    protected void run() throws Exception {
        Node[] graph = new Node[size];
        inBands("objectgraph", size, (id, lo, hi, barrier) -> {
            for (int i = lo; i < hi; i++) {
                graph[i] = node(i);
            }
            barrier.await();
            for (int i = lo; i < hi; i++) {
                link(graph, graph[i]);
            }
        });
        nodes = graph;
    }

    private static Node node(int i) {
        Node node = new Node();
        node.id = i;
        node.value = value(i);
        node.label = new Label();
        node.label.name = "node-" + i;
        node.label.tags = new int[] {i % 7, i % 11, i % 13};
        node.edges = new ArrayList<>();
        return node;
    }

    /** The node's edges, and its weight: the sum of the values of the nodes they point to. */
    private void link(Node[] graph, Node node) {
        long weight = 0;
        for (int k = 0; k < EDGES; k++) {
            Node target = graph[target(node.id, k)];
            node.edges.add(target);
            weight += target.value;
        }
        node.weight = weight;
    }

    private static long value(int i) {
        return mix(i) >>> 40;
    }

    private int target(int i, int k) {
        return (int) Math.floorMod(mix((long) i * EDGES + k + 1), (long) size);
    }

    @Override
    protected long check() {
        long d = size;
        for (int i = 0; i < size; i++) {
            d = fold(d, checkNode(nodes[i], i));
        }
        return d;
    }

    /** The node's weight, once the node is checked. */
    private long checkNode(Node node, int i) {
        if (node.id != i || !node.label.name.equals("node-" + i) || node.edges.size() != EDGES) {
            throw new WrongResult("objectgraph: node " + i + " is wrong");
        }
        long weight = 0;
        for (int k = 0; k < EDGES; k++) {
            if (node.edges.get(k).id != target(i, k)) {
                throw new WrongResult("objectgraph: edge " + k + " of node " + i + " is wrong");
            }
            weight += value(target(i, k));
        }
        if (node.weight != weight) {
            throw new WrongResult("objectgraph: node " + i + " weighs " + node.weight + ", expected " + weight);
        }
        return weight;
    }
}
