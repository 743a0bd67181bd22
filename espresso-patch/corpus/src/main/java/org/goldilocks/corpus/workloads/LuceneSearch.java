package org.goldilocks.corpus.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;

/**
 * Lucene indexing with two writer threads sharing one IndexWriter (in-memory directory), then
 * searching with three threads sharing one IndexSearcher (query parsing, counting hits).
 */
public class LuceneSearch {
    private static final String[] WORDS = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
                    "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa"};

    /**
     * Lucene warns on every run that the incubating Vector API is not enabled: not ours to say. Held
     * here: the LogManager keeps loggers weakly, so a collection before Lucene asks for this one
     * would lose its level (the warning then came now and then).
     */
    private static final Logger VECTORIZATION = Logger.getLogger("org.apache.lucene.internal.vectorization");

    public static void main(String[] args) throws Exception {
        int docs = Workload.size(args, 400);
        VECTORIZATION.setLevel(Level.SEVERE);
        Directory dir = new ByteBuffersDirectory();
        StandardAnalyzer analyzer = new StandardAnalyzer();
        try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(analyzer))) {
            ExecutorService pool = Executors.newFixedThreadPool(2);
            List<Future<?>> writers = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                int first = t;
                writers.add(pool.submit(() -> {
                    for (int i = first; i < docs; i += 2) {
                        Document d = new Document();
                        d.add(new StringField("id", Integer.toString(i), Field.Store.YES));
                        StringBuilder body = new StringBuilder();
                        for (int k = 0; k < 8; k++) {
                            body.append(WORDS[(i * 7 + k * 3) % WORDS.length]).append(' ');
                        }
                        d.add(new TextField("body", body.toString(), Field.Store.NO));
                        w.addDocument(d);
                    }
                    return null;
                }));
            }
            for (Future<?> f : writers) {
                f.get();
            }
            pool.shutdown();
            w.commit();
        }
        try (DirectoryReader reader = DirectoryReader.open(dir)) {
            IndexSearcher searcher = new IndexSearcher(reader);
            ExecutorService pool = Executors.newFixedThreadPool(3);
            List<Future<Integer>> counts = new ArrayList<>();
            for (String word : WORDS) {
                counts.add(pool.submit(() -> searcher.count(new QueryParser("body", analyzer).parse(word))));
            }
            long hits = 0;
            for (Future<Integer> f : counts) {
                hits += f.get();
            }
            pool.shutdown();
            Workload.check(reader.numDocs() == docs, "documents " + reader.numDocs());
            Workload.finish("documents " + reader.numDocs() + " hits " + hits);
        }
    }
}
